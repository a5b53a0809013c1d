# Generated for case arithmetic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000001(sample_pressures: wp.array[float], sample_lengths: wp.array[float], sample_costs: wp.array[float], sample_energies: wp.array[float]):
    """Compute sample costs and sample energies from sample pressures and sample lengths."""
    tid = wp.tid()
    v0 = sample_pressures[tid]
    v1 = sample_lengths[tid]
    v2 = (0.7 - v1)
    v3 = (v2 - 1.83)
    sample_costs[tid] = v1 + v2 + v3 + v1 * 1.1 + v0
    sample_costs[tid] *= 0.67
    sample_energies[tid] = v1 + v2 + v3 + v1 * 1.61
