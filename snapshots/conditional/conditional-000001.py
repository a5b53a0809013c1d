# Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel(enable_backward=False)
def conditional_000001(contact_phases: wp.array[float], radius: wp.vec3, total_energy: wp.array[float], contact_scores: wp.array[float], contact_energies: wp.array[float]):
    """Compute total energy, contact scores and contact energies from contact phases."""
    tid = wp.tid()  # thread index
    v3 = float(0.0)
    v0 = contact_phases[tid]
    wp.atomic_sub(total_energy, 0, wp.erfinv(wp.clamp(wp.erfinv(wp.clamp(v0, -0.8, 0.8)), -0.8, 0.8)))
    if (v0 * 0.16) > wp.abs(v0):
        radius = radius + wp.normalize((radius * radius[0])) * 1.47
        v1 = wp.length_sq(radius)
        v3 += v1
        v2 = (radius / (wp.abs(v0) + 1.0))
        v3 += v2[0] + v2[1] + v2[2]
    contact_scores[tid] = v0 + v0 * 1.69 + v3 + radius[0] + radius[1] + radius[2]
    # store
    contact_energies[tid] = v0 + v0 * 1.72
