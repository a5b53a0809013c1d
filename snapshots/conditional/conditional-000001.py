# Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel(enable_backward=False)
def conditional_000001(contact_lengths: wp.array[float], radius: wp.vec3, partial_sums: wp.array[float], contact_energies: wp.array[float], contact_costs: wp.array[float]):
    """Evaluate partial sums, contact energies and contact costs from contact lengths."""
    tid = wp.tid()  # one thread per element
    v3 = float(0.0)
    v0 = contact_lengths[tid]
    wp.atomic_sub(partial_sums, 0, wp.erfinv(wp.clamp(wp.erfinv(wp.clamp(v0, -0.8, 0.8)), -0.8, 0.8)))
    if (v0 * 0.16) > wp.abs(v0):
        radius = radius + wp.normalize((radius * radius[0])) * 1.47
        v1 = wp.length_sq(radius)
        v3 += v1
        v2 = (radius / (wp.abs(v0) + 1.0))
        v3 += v2[0] + v2[1] + v2[2]
    contact_energies[tid] = v0 + v0 * 1.69 + v3 + radius[0] + radius[1] + radius[2]
    # write the results
    contact_costs[tid] = v0 + v0 * 1.72
