# Generated for case quaternion-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def quaternion_000000(cell_rotations: wp.array2d[wp.quat], cell_orientations: wp.array2d[wp.quat], cell_normals: wp.array2d[wp.vec3], force_sums: wp.array[float], cell_forces: wp.array2d[wp.vec3]):
    i, j = wp.tid()  # thread index
    v0 = cell_rotations[i, j]
    v1 = cell_orientations[i, j]
    v2 = cell_normals[i, j]
    m3 = wp.quat_to_matrix(wp.quat_from_euler(v2, 0, 2, 1))
    m4 = wp.mat33()
    s5 = wp.vec3()
    m6 = wp.mat33()
    wp.svd3(m3, m4, s5, m6)
    v7 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m6)
    v8 = v0
    wp.atomic_min(force_sums, 0, wp.degrees(wp.quat_twist_angle(wp.normalize(wp.vec3(-0.816, -0.17, 0.8) + wp.vec3(0.0, 0.0, 2.5)), v1)))
    axis9 = wp.vec3()
    angle10 = float(0.0)
    wp.quat_to_axis_angle((wp.quat_from_axis_angle(wp.normalize(s5 + wp.vec3(0.0, 0.0, 2.5)), -0.105) * wp.mul(v8, v0)), axis9, angle10)
    # outputs
    cell_forces[i, j] = v2 + s5 + axis9 + axis9 * 0.96 + wp.vec3(wp.ddot(v7, wp.mat33(1.0)))
