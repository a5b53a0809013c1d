# Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.transform), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.transform), out1: wp.array(dtype=wp.transform)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), 1.99)
    v4 = +(1.23)
    v5 = (wp.transform(wp.vec3(0.55, 0.0, -1.0), wp.quat_rpy(-1.68, 0.749, 1.24)) * wp.transform_inverse(wp.transform_identity()))
    v6 = x1[(tid + 3) % x1.shape[0]]
    v5.q = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.69, -1.3, 0.879)), -0.13)
    out0[tid] = wp.transform_multiply(v6, v1)
    out1[tid] = wp.transform_multiply(v6, wp.transform(wp.vec3(0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.7, 1.59)), -1.32)))
