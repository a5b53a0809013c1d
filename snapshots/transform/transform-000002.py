# Generated for case transform-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.mat44)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)
    v4 = (x2[(tid + 3) % x2.shape[0]] * wp.transform_inverse(v2))
    out0[tid] = v0 + v1 + v1 * 1.08
    out1[tid] = wp.diag(wp.vec4(0.41, -1.359, 1.5, -1.05)) + wp.identity(n=4, dtype=float) * wp.sin(v1[0])
