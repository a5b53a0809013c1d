# Generated for case matrix-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def matrix_000001_f0(p0: wp.mat22, p1: float, p2: float) -> float:
    v0 = (wp.diag(wp.vec3(-0.53, 0.22, 1.272)) @ wp.identity(n=3, dtype=float) * -1.32)
    v1 = wp.vec3(1.2, -1.57, -1.53)
    return wp.sin((p1 + p1))


@wp.kernel
def matrix_000001(x0: wp.array3d[wp.mat33], s0: wp.mat22, out0: wp.array3d[wp.mat33]):
    i, j, k = wp.tid()
    v2 = x0[i, j, k]
    v3 = s0
    v4 = wp.where(float(i) >= 0.345, wp.vec3(1.8, -0.334, -0.886), wp.vec3(1.29, -1.2, -1.6))
    v5 = matrix_000001_f0(s0, -0.98, 0.429)
    out0[i, j, k] = v2 + v2 * 0.98
