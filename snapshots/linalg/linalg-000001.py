# Generated for case linalg-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))
    m3 = wp.mat33()
    s4 = wp.vec3()
    m5 = wp.mat33()
    wp.svd3(m2, m3, s4, m5)
    v6 = m3 @ wp.diag(wp.vec3((s4[0] / (wp.abs(s4[0]) + 1.0)), (s4[1] / (wp.abs(s4[1]) + 1.0)), (s4[2] / (wp.abs(s4[2]) + 1.0)))) @ wp.transpose(m5)
    v7 = x1[(tid + 3) % x1.shape[0]]
    m8 = wp.matrix_from_cols(wp.get_diag(wp.identity(n=3, dtype=float) * 0.3), wp.vec3(0.22, 0.288, 0.1), x0[(tid + 1) % x0.shape[0]])
    m9 = wp.mat33()
    s10 = wp.vec3()
    m11 = wp.mat33()
    wp.svd3(m8, m9, s10, m11)
    v12 = m9 @ wp.diag(wp.vec3(wp.sin(s10[0]), wp.sin(s10[1]), wp.sin(s10[2]))) @ wp.transpose(m11)
    m13 = wp.inverse(((m8 - v6)) @ wp.transpose(((m8 - v6))) + wp.identity(n=3, dtype=float))
    m14 = wp.mat33()
    s15 = wp.vec3()
    wp.eig3(m13 + wp.transpose(m13), m14, s15)
    v16 = m14 @ wp.diag(wp.vec3((s15[0] / (wp.abs(s15[0]) + 1.0)), (s15[1] / (wp.abs(s15[1]) + 1.0)), (s15[2] / (wp.abs(s15[2]) + 1.0)))) @ wp.transpose(m14)
    v17 = wp.length(s15)
    out0[tid] = v0 + s4 + s10 + s4 * 1.07
