# Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def conditional_000001_f0(p0: wp.vec3):
    v0 = float(1.9)
    v1 = v0
    return wp.normalize((p0 / (wp.abs(v1) + 1.0))) + wp.vec3(v0 + v1)


@wp.kernel(enable_backward=False)
def conditional_000001(contact_lengths: wp.array[float], radius: float, damping: float, total_energy: wp.array[float], contact_scores: wp.array[float]):
    """Evaluate total energy and contact scores from contact lengths."""
    tid = wp.tid()  # one thread per element
    v5 = float(0.0)
    v2 = contact_lengths[tid]
    if (tid) % 3 == 0:
        damping = damping + wp.tanh(wp.sin(wp.where(1.25 <= radius, damping, 1.686)))
        v3 = (damping + damping)
        v5 += v3
        wp.atomic_min(total_energy, 0, ((radius * damping) * damping))
    f0_fn = wp.static(conditional_000001_f0)
    v4 = f0_fn(wp.vec3(-1.1, 1.141, 2.0))
    # write the results
    contact_scores[tid] = v2 + radius + damping + damping * 0.88 + v5 + v4[0] + v4[1] + v4[2]
