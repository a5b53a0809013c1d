# Generated for case arithmetic-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000001(cell_masses: wp.array[float], cell_radii: wp.array[float], cell_energies: wp.array[float], cell_costs: wp.array[float]):
    """Evaluate cell energies and cell costs from cell masses and cell radii."""
    tid = wp.tid()
    v0 = cell_masses[tid]
    v1 = cell_radii[tid]
    v2 = (0.7 - v1)
    v3 = (v2 - 1.83)
    cell_energies[tid] = v1 + v2 + v3 + v1 * 1.1 + v0
    cell_energies[tid] *= 0.67
    cell_costs[tid] = v1 + v2 + v3 + v1 * 1.61
