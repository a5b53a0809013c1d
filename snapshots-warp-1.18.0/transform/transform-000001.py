# Generated for case transform-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000001(x0: wp.array3d[float], x1: wp.array3d[wp.vec3], acc0: wp.array[float], out0: wp.array3d[wp.quat], out1: wp.array3d[wp.quat]):
    i, j, k = wp.tid()  # this thread's element
    v0 = x0[i, j, k]
    v1 = x1[i, j, k]
    v2 = wp.transform(v1, wp.quat_rpy(-0.62, -0.475, 1.6))
    v3 = (v1 + v1)
    out0[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.43, -1.153, -1.496)), -0.7) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v1[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))
    # store
    out1[i, j, k] = wp.normalize(wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.19, -1.2, 1.87)), 1.6) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0]))) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v3[0] + v3[1] + v3[2]))
