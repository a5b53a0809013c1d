# Generated for case atomic-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000002(contact_radii: wp.array[float], contact_lengths: wp.array[float], contact_phases: wp.array[float], force_sums: wp.array[float]):
    """Evaluate force sums from contact radii, contact lengths and contact phases."""
    tid = wp.tid()  # this thread's element
    v0 = contact_radii[tid]
    v1 = contact_lengths[tid]
    v2 = contact_phases[tid]
    wp.atomic_min(force_sums, 0, wp.where(v1 >= v0, min(v1, -0.1), wp.frac(v2)))
    wp.atomic_min(force_sums, tid % force_sums.shape[0], wp.clamp((v1 * v1), -1.77, 1.17))
