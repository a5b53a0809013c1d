# Generated for case matrix-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def matrix_000001(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (wp.ddot(v0, v0) * (1.152 * wp.diag(wp.vec4(-0.42, 1.48, -0.74, -0.8))))
    v2 = (wp.identity(n=2, dtype=float) * (0.23 - -1.88))
    v3 = x0[(tid + 4) % x0.shape[0]]
    v4 = wp.diag(wp.vec4(0.1, 1.9, -0.2, 0.3))
    v5 = (wp.skew(wp.vec3(0.309, -1.442, -0.02)) - wp.skew(wp.vec3(0.67, -1.276, 0.86)))
    out0[tid] = (-1.2 + -1.073) + wp.sin(v0[0, 0])
