# Generated for case quaternion-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def quaternion_000000(x0: wp.array2d[wp.quat], x1: wp.array2d[wp.quat], x2: wp.array2d[wp.vec3], acc0: wp.array[float], out0: wp.array2d[wp.vec3]):
    i, j = wp.tid()  # this thread's element
    v0 = x0[i, j]
    v1 = x1[i, j]
    v2 = x2[i, j]
    m3 = wp.quat_to_matrix(wp.quat_from_euler(v2, 0, 2, 1)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))
    m4 = wp.mat33()
    s5 = wp.vec3()
    m6 = wp.mat33()
    wp.svd3(m3, m4, s5, m6)
    v7 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m6)
    v8 = v0
    wp.atomic_min(acc0, 0, wp.degrees(wp.quat_twist_angle(wp.normalize(wp.vec3(-0.816, -0.17, 0.8) + wp.vec3(0.0, 0.0, 2.5)), v1)))
    axis9 = wp.vec3()
    angle10 = float(0.0)
    wp.quat_to_axis_angle((wp.quat_from_axis_angle(wp.normalize(s5 + wp.vec3(0.0, 0.0, 2.5)), -0.105) * wp.mul(v8, v0)), axis9, angle10)
    # outputs
    out0[i, j] = v2 + s5 + axis9 + axis9 * 0.96 + wp.vec3(wp.ddot(v7, wp.mat33(1.0)))
