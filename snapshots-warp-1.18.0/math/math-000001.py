# Generated for case math-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000001(contact_masses: wp.array[float], contact_costs: wp.array[float], contact_distances: wp.array[float], num_contacts: int):
    tid = wp.tid()  # thread index
    if tid >= num_contacts:
        return
    v0 = contact_masses[tid]
    v1 = float(1.3)
    contact_costs[tid] = v0 + v1 + v0 * 0.18
    # store
    contact_distances[tid] = v0 + v1 + v0 * 1.11
