# Generated for case matrix-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def matrix_000001(x0: wp.array(dtype=wp.mat22), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=wp.mat33)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = ((wp.identity(n=3, dtype=float) * -0.976 @ wp.identity(n=3, dtype=float) * -0.521) @ (wp.identity(n=3, dtype=float) * 0.22 @ wp.vec3(1.272, -0.0, -0.551)))
    v3 = wp.skew(wp.normalize(v2))
    v4 = (wp.outer(v2, v2) + v3)
    out0[tid] = v3 + v4 + wp.skew(v2) * 1.15
