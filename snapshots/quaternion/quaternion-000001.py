# Generated for case quaternion-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def quaternion_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.91, -1.141, -0.2)), -0.8), v1)
    v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.67, -1.577, 1.21)), -0.22)
    m5 = x2[(tid + 3) % x2.shape[0]]
    m6 = wp.mat33()
    m7 = wp.mat33()
    wp.qr3(m5, m6, m7)
    v8 = wp.transpose(m7) @ m7
    v9 = wp.vec3(wp.abs(m7[0, 0]), wp.abs(m7[1, 1]), wp.abs(m7[2, 2]))
    v10 = v4
    out0[tid] = v1 + v3 + v9 + x1[(tid + 5) % x1.shape[0]] * 1.55
    out1[tid] = wp.normalize(v4 * v10 * wp.quat_from_matrix(wp.quat_to_matrix(v4)))
