# Generated for case atomic-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000002(node_lengths: wp.array[float], node_masses: wp.array[float], node_phases: wp.array[float], force_sums: wp.array[float]):
    """Evaluate force sums from node lengths, node masses and node phases."""
    tid = wp.tid()  # this thread's element
    v0 = node_lengths[tid]
    v1 = node_masses[tid]
    v2 = node_phases[tid]
    wp.atomic_min(force_sums, 0, wp.where(v1 >= v0, min(v1, -0.1), wp.frac(v2)))
    wp.atomic_min(force_sums, tid % force_sums.shape[0], wp.clamp((v1 * v1), -1.77, 1.17))
