# Generated for case transform-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.transform)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (wp.transform_multiply(wp.transform(wp.vec3(0.273, 1.3, -1.291), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.4, -1.42)), 0.8)), wp.transform(wp.vec3(0.27), wp.quat_rpy(-1.5, 0.3, -0.15)))).q
    v0.x -= wp.sin(((0.3 - 1.66) / (wp.abs((1.971 - -1.6)) + 1.0)))
    v1 = wp.normalize(v1 + v1 * 0.5)
    v2 = wp.vec3(2.0, -1.0, 0.68)
    v3 = wp.transform_vector(wp.transform_from_matrix(wp.transform_to_matrix(wp.transform(wp.vec3(1.024, 1.39, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.39, 0.99, 0.69)), 0.364)))), x0[(tid + 5) % x0.shape[0]])
    out0[tid] = wp.transform_multiply(wp.transform_multiply(wp.transform(wp.vec3(-1.4, 0.311, -1.591), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.36, -0.696, 1.1)), 0.9)), wp.transform(wp.vec3(-1.5, 1.0, 0.36), wp.quat_identity())), wp.transform(wp.vec3(wp.sin(v3[0])), wp.quat_identity()))
