# Generated for case linalg-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel(enable_backward=False)
def linalg_000002(vertex_stresses: wp.array(dtype=wp.mat33), total_counts: wp.array(dtype=float), vertex_forces: wp.array(dtype=wp.vec3), vertex_jacobians: wp.array(dtype=wp.mat22)):
    tid = wp.tid()  # thread index
    v0 = vertex_stresses[tid]
    m1 = v0
    m2 = wp.mat33()
    s3 = wp.vec3()
    wp.eig3(m1 + wp.transpose(m1), m2, s3)
    v4 = m2 @ wp.diag(wp.vec3(wp.tanh(s3[0]), wp.tanh(s3[1]), wp.tanh(s3[2]))) @ wp.transpose(m2)
    v5 = wp.length(s3)
    v6 = wp.diag(wp.vec2(1.91, -1.95))
    v7 = wp.vec3(-1.345)
    vertex_forces[tid] = v7 + wp.vec3(-0.0, 0.9, 1.2) + wp.vec3(wp.ddot(v0, wp.mat33(1.0)) + wp.ddot(v4, wp.mat33(1.0)))
    # store
    vertex_jacobians[tid] = v6 + v6 * 0.67 + wp.identity(n=2, dtype=float) * (wp.ddot(m1, wp.mat33(1.0)) + v5)
