# Generated for case atomic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000001(sample_radii: wp.array[float], sample_masses: wp.array[float], sample_phases: wp.array[float], accumulated_mass: wp.array[float], bin_counts: wp.array[int], slot_ids: wp.array[int], sample_costs: wp.array[float], num_samples: int):
    """Accumulate accumulated mass, bin counts, slot ids and sample costs from sample radii, sample masses and sample phases."""
    tid = wp.tid()
    if tid >= num_samples:
        return
    v0 = sample_radii[tid]
    v1 = sample_masses[tid]
    v2 = sample_phases[tid]
    _old3 = wp.atomic_sub(accumulated_mass, (tid * 5) % accumulated_mass.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))
    wp.atomic_add(accumulated_mass, tid % accumulated_mass.shape[0], wp.erfc(wp.max(v2, -1.645)))
    v4 = (v2 * v1)
    sample_costs[tid] = v1 + v2 + v4 + v2 * 0.28 + v0
