# Generated for case loop-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.length(v1)
    for j3 in range(4):
        v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))
        v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))
    out0[tid] = v2 + v0 + ((1.27 / (wp.abs(v2) + 1.0)) * v0) * 1.76
