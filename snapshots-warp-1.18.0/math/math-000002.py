# Generated for case math-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000002(contact_phases: wp.array[float], contact_weights: wp.array[float], contact_costs: wp.array[float], contact_energies: wp.array[float]):
    """Compute contact costs and contact energies from contact phases and contact weights."""
    tid = wp.tid()  # thread index
    v0 = contact_phases[tid]
    v1 = contact_weights[tid]
    v2 = v1
    contact_costs[tid] = v0 + v1 + v2 + v1 * 0.77
    # outputs
    contact_energies[tid] = v0 + v1 + v2 + v1 * 1.71
