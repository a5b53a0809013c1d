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
    v1 = v0
    wp.atomic_min(accumulated_mass, 0, -1.9)
    v2 = wp.dot(settings.scale1, settings.scale1)
    s3 = S0()
    s3.vel0 = settings.vel0
    node_costs[tid] = v0 + v1 + v2 + v2 * 1.69 + s3.vel0[0] + s3.vel0[1] + s3.vel0[2] + s3.vel0[3]
    node_residuals[tid] = v0 + v1 + v2 + v2 * 1.54
