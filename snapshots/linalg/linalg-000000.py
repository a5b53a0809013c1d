# Generated for case linalg-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def linalg_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.skew(wp.vec3(0.4))
    v4 = ((-1.3 + 1.729) + -0.096)
    m5 = (wp.matrix_from_rows(v0, v0, v0) @ (v2 + v3))
    m6 = wp.mat33()
    s7 = wp.vec3()
    wp.eig3(m5 + wp.transpose(m5), m6, s7)
    v8 = m6 @ wp.diag(wp.vec3(wp.sin(s7[0]), wp.sin(s7[1]), wp.sin(s7[2]))) @ wp.transpose(m6)
    v9 = wp.length(s7)
    out0[tid] = v3 + m5 + v8 + wp.transpose(m5) * 0.91
    out1[tid] = v0 + wp.vec3(v9, v4, v9) * 1.5
