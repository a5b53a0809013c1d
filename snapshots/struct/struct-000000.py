# Generated for case struct-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.struct
class S0:
    vel0: wp.quat
    scale1: wp.vec3
    w2: wp.array[float]


@wp.kernel(enable_backward=False)
def struct_000000(node_lengths: wp.array[float], settings: S0, accumulated_mass: wp.array[float], node_costs: wp.array[float], node_residuals: wp.array[float]):
    """Update accumulated mass, node costs and node residuals from node lengths."""
    tid = wp.tid()
    v0 = node_lengths[tid]
    s1 = S0()
    s1.vel0 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), (1.83 - v0))
    v2 = wp.quat_rotate_inv(s1.vel0, s1.scale1)
    v3 = v0
    node_costs[tid] = v0 + v3 + v3 * 0.46 + v2[0] + v2[1] + v2[2]
    node_residuals[tid] = v0 + v3 + v0 * 1.9
