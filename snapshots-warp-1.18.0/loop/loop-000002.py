# Generated for case loop-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000002(node_densities: wp.array[float], node_radii: wp.array[float], n: int, node_distances: wp.array[float], node_costs: wp.array[float]):
    """Compute node distances and node costs from node densities and node radii."""
    tid = wp.tid()  # this thread's element
    v0 = node_densities[tid]
    v1 = node_radii[tid]
    v2 = (-0.905 * v0)
    node_distances[tid] = v0 + v1 + v2 + v0 * 1.5
    # store
    node_costs[tid] = v0 + v1 + v2 + v1 * 0.56
