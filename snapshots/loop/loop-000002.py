# Generated for case loop-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    for j1 in range(n):
        v1 = v1 + wp.cos(float(j1))
    v2 = v1
    out0[tid] = v0 + v1 + v2 + (wp.vec3(1.9, -0.2, 0.3))[2] * 1.22
    out1[tid] = v0 + v1 + v2 + wp.dot((-0.96 * wp.vec3(-1.2, 0.165, 0.694)), (v1 * wp.vec3(1.661, -0.7, -0.626))) * 0.34
