# Generated for case math-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = ((v0 * v0) + (wp.rint(v0) / (wp.abs((v0 * v0)) + 1.0)))
    v2 = wp.trunc((wp.tan(wp.clamp(v1, -1.2, 1.2)) - (1.55 + v1)))
    v3 = (wp.sin(v0) * (v1 - wp.max(v0, v0)))
    v4 = (v0 / (wp.abs(0.432) + 1.0))
    out0[tid] = v2 + v3 + v4 + wp.smoothstep(-1.0, 1.0, v0) * 0.7
