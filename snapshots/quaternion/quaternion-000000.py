# Generated for case quaternion-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def quaternion_000000(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.quat), x2: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = v0
    v1 = wp.normalize(v1 + wp.quat_inverse(v1) * 0.5)
    out0[tid] = v2 + v2 * 1.3
