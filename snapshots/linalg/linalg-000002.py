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
    v4 = m2 @ wp.diag(wp.vec3(wp.tanh(s3[0]), wp.tanh(s3[1]), wp.tanh(s3[2]))) @ wp.transpose(m2)
    v5 = wp.length(s3)
    v6 = wp.diag(wp.vec2(1.91, -1.95))
    v7 = wp.cw_div((v4 @ wp.vec3(-0.9, -1.9, -0.36)), wp.vec3(3.0, 1.5, -2.0))
    v8 = (wp.outer(wp.vec3(1.582), v7) @ v4)
    out0[tid] = m1 + v4 + v8 + x0[(tid + 5) % x0.shape[0]] * 1.97
    out1[tid] = m1 + v4 + v8 + v4 * 1.93
