# Generated for case linalg-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel(enable_backward=False)
def linalg_000002(vertex_stresses: wp.array(dtype=wp.mat33), total_counts: wp.array(dtype=float), vertex_forces: wp.array(dtype=wp.vec3), vertex_jacobians: wp.array(dtype=wp.mat22)):
    tid = wp.tid()  # thread index
    v0 = vertex_stresses[tid]
    v1 = wp.vec2(-0.271, -0.39)
    v2 = (v0 @ wp.vec3(-1.9, -0.36, -0.0))
    m3 = ((v0 * -1.894) + (v0 + v0)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))
    m4 = wp.mat33()
    s5 = wp.vec3()
    m6 = wp.mat33()
    wp.svd3(m3, m4, s5, m6)
    v7 = m4 @ wp.diag(wp.vec3((s5[0] / (wp.abs(s5[0]) + 1.0)), (s5[1] / (wp.abs(s5[1]) + 1.0)), (s5[2] / (wp.abs(s5[2]) + 1.0)))) @ wp.transpose(m6)
    vertex_forces[tid] = v2 + s5 + wp.vec3(-1.88, 1.85, -0.58) + wp.vec3(v1[0] + v1[1])
    # store
    vertex_jacobians[tid] = wp.identity(n=2, dtype=float) * 0.97 + wp.identity(n=2, dtype=float) * (wp.ddot(v7, wp.mat33(1.0)))
