# Generated for case math-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.lerp(wp.log2(wp.abs(v1) + 1.0), (wp.log10(wp.abs(v0) + 1.0) * -0.2), 0.25)
    v3 = v1
    v4 = float(-0.9)
    v5 = wp.round(((v1 - v3) - (v4 / (wp.abs(v3) + 1.0))))
    out0[tid] = v3 + v4 + v5 + ((v0 * v0) * (v2 - v0)) * 1.14
    out1[tid] = v3 + v4 + v5 + (x0[(tid + 5) % x0.shape[0]] / (wp.abs(wp.smoothstep(-1.0, 1.0, v0)) + 1.0)) * 1.41
