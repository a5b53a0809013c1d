# Generated for case transform-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def transform_000001(x0: wp.array3d[float], x1: wp.array3d[wp.vec3], s0: wp.mat44, s1: int, acc0: wp.array[float], out0: wp.array3d[wp.quat], out1: wp.array3d[wp.quat]):
    i, j, k = wp.tid()  # launch index
    v0 = x0[i, j, k]
    v1 = x1[i, j, k]
    v2 = wp.quat_identity()
    v3 = wp.transform(v1, v2)
    v4 = v1
    v5 = v3
    out0[i, j, k] = wp.normalize(wp.normalize(wp.normalize(v2 * wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.38, -0.8, -1.153)), -1.496)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(s0[0, 0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0 + wp.dot(wp.transform_point(v5, wp.vec3(1.0)), wp.vec3(1.0))))
    # store
    out1[i, j, k] = wp.normalize(wp.normalize(wp.normalize(v2 * v2) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v3[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v4[0] + v4[1] + v4[2]))
