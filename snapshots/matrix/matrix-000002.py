# Generated for case matrix-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def matrix_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v0.z -= wp.sin(wp.log10(wp.abs(min(1.12, 1.619)) + 1.0))
    v1.z -= wp.sin(+((-1.9 * -1.359)))
    out0[tid] = v2 + wp.outer(wp.vec3(0.59), wp.vec3(0.82, -1.83, -1.091)) * 1.46
