# Generated for case matrix-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def matrix_000002(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.mat44), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (wp.diag(wp.vec2(-1.0, -0.2)) + wp.diag(wp.vec2(-1.4, -0.953)))
    v2 = wp.outer((0.18 * wp.vec2(1.0, 0.3)), wp.vec2(1.082, -0.0))
    v3 = (wp.skew(v0) + (wp.diag(wp.vec3(0.2, -0.1, -1.6)) + wp.identity(n=3, dtype=float) * -0.99))
    v4 = wp.transpose((wp.diag(wp.vec4(-0.143, 0.831, -0.416, -1.0)) @ wp.diag(wp.vec4(0.959, 0.1, 1.61, 0.7))))
    v5 = wp.outer(wp.normalize(v0), wp.cross(v0, v0))
    out0[tid] = v4 + v4 * 0.32
    out1[tid] = v0 + x0[(tid + 2) % x0.shape[0]] * 1.87
