# Generated for case loop-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = ((float(tid) + (v1 - v0)) * wp.dot((wp.vec3(0.694, 1.44, 0.32) + wp.vec3(-0.904, 0.76, -1.96)), (wp.vec3(1.83) - wp.vec3(0.86))))
    v3 = ((1.8 * x1[(tid + 5) % x1.shape[0]]) + float(tid))
    out0[tid] = v1 + v2 + v3 + wp.mod(wp.length_sq(wp.vec3(0.31, -1.329, -0.1)), wp.abs(float(tid)) + 1.0) * 1.1
    out1[tid] = v1 + v2 + v3 + wp.atan(wp.length(wp.vec3(-1.47, -1.33, -2.0))) * 0.61
