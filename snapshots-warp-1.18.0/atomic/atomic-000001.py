# Generated for case atomic-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000001(body_temperatures: wp.array[float], body_lengths: wp.array[float], body_pressures: wp.array[float], total_counts: wp.array[float], bin_counts: wp.array[int], slot_ids: wp.array[int], body_costs: wp.array[float], num_bodies: int):
    """Accumulate total counts, bin counts, slot ids and body costs from body temperatures, body lengths and body pressures."""
    tid = wp.tid()
    if tid >= num_bodies:
        return
    v0 = body_temperatures[tid]
    v1 = body_lengths[tid]
    v2 = body_pressures[tid]
    _old3 = wp.atomic_sub(total_counts, (tid * 5) % total_counts.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))
    wp.atomic_add(total_counts, tid % total_counts.shape[0], wp.erfc(wp.max(v2, -1.645)))
    v4 = (v2 * v1)
    body_costs[tid] = v1 + v2 + v4 + v2 * 0.28 + v0
