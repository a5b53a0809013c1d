# Generated for case quaternion-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def quaternion_000002_f0(p0: wp.quat):
    v0 = p0
    v1 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.64, -0.5, 1.19)), 1.04)
    m2 = wp.quat_to_matrix(p0) + wp.diag(wp.vec3(1.5, 3.0, 4.5))
    m3 = wp.mat33()
    m4 = wp.mat33()
    wp.qr3(m2, m3, m4)
    v5 = wp.transpose(m4) @ m4
    v6 = wp.vec3(wp.abs(m4[0, 0]), wp.abs(m4[1, 1]), wp.abs(m4[2, 2]))
    return wp.normalize(p0 * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0[0] + v0[1] + v0[2] + v0[3] + wp.ddot(m2, wp.mat33(1.0)) + v6[0] + v6[1] + v6[2])), 1.0 + v1[0] + v1[1] + v1[2] + v1[3] + wp.ddot(v5, wp.mat33(1.0))


@wp.kernel
def quaternion_000002(x0: wp.array[wp.quat], x1: wp.array[wp.vec3], acc0: wp.array[float], out0: wp.array[wp.quat]):
    """Update acc0 and out0 from x0 and x1."""
    tid = wp.tid()  # one thread per element
    v7 = x0[tid]
    v8 = x1[tid]
    v9 = wp.mul(wp.quat_rpy(1.67, -1.6, 1.0), v7)
    v10 = wp.quat_inverse(v9)
    v11 = (v10 * v10)
    v12, v13 = quaternion_000002_f0(wp.normalize(v9))
    # store
    out0[tid] = wp.normalize(wp.normalize(v10 * v11 * v12 * v11) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v8[0] + v8[1] + v8[2] + v13))
