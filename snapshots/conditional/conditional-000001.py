# Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel(enable_backward=False)
def conditional_000001(contact_lengths: wp.array[float], radius: wp.vec3, partial_sums: wp.array[float], contact_energies: wp.array[float], contact_costs: wp.array[float]):
    """Evaluate partial sums, contact energies and contact costs from contact lengths."""
    tid = wp.tid()  # one thread per element
    v0 = contact_lengths[tid]
    wp.atomic_sub(partial_sums, 0, wp.erfinv(wp.clamp(wp.erfinv(wp.clamp(v0, -0.8, 0.8)), -0.8, 0.8)))
    if (v0 * v0) < float(tid):
        v0 = v0 + wp.cos(1.49)
        wp.atomic_add(partial_sums, 0, (wp.min(radius, wp.vec3(-1.7, -0.11, -1.108))).z)
    contact_energies[tid] = v0 + v0 * 1.57
    # write the results
    contact_costs[tid] = v0 + v0 * 1.16
