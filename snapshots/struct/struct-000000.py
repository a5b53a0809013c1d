# Generated for case struct-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.struct
class S0:
    vel0: wp.quat
    scale1: wp.vec3
    w2: wp.array[float]


@wp.kernel(enable_backward=False)
def struct_000000(node_lengths: wp.array[float], settings: S0, accumulated_mass: wp.array[wp.vec3], node_results: wp.array[int], node_accelerations: wp.array[wp.vec3]):
    """Update accumulated mass, node results and node accelerations from node lengths."""
    tid = wp.tid()
    v0 = node_lengths[tid]
    v1 = v0
    wp.atomic_min(accumulated_mass, 0, wp.vec3(-1.691))
    v2 = wp.quat_from_axis_angle(wp.normalize(settings.scale1 + wp.vec3(0.0, 0.0, 2.5)), v1)
    s3 = S0()
    s3.vel0 = v2
    node_results[tid] = wp.max(tid, wp.int32(wp.clamp(float(v0), -100.0, 100.0)))
    node_accelerations[tid] = s3.scale1
    node_accelerations[tid][1] -= wp.sin(v1)
