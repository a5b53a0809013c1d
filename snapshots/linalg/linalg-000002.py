# Generated for case linalg-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def linalg_000002(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.mat33)):
    tid = wp.tid()
    v0 = x0[tid]
    m1 = v0
    m2 = wp.mat33()
    s3 = wp.vec3()
    wp.eig3(m1 + wp.transpose(m1), m2, s3)
    m4 = m1
    m5 = wp.mat33()
    m6 = wp.mat33()
    wp.qr3(m4, m5, m6)
    m7 = wp.diag(wp.vec2(-0.271, -0.39))
    m8 = wp.mat22()
    s9 = wp.vec2()
    m10 = wp.mat22()
    wp.svd2(m7, m8, s9, m10)
    v11 = (wp.transpose(v0) @ wp.max(s3, s3))
    out0[tid] = m4 + m5 + m6 + (m2 - m4) * 1.94
    out1[tid] = m4 + m5 + m6 + wp.diag(wp.vec3(1.8, -1.128, 0.365)) * 1.78
