# Generated for case quaternion-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def quaternion_000002(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.quat)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.quat_rpy((-0.96 * -0.667), -1.4, (-0.5 - -0.301))
    v3 = x0[(tid + 4) % x0.shape[0]]
    v4 = wp.quat_twist(wp.normalize(v1 + wp.vec3(0.0, 0.0, 2.5)), v0)
    out0[tid] = wp.normalize(v2 * v3 * v4 * v0)
