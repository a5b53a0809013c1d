# Generated for case sampling-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def sampling_000001(element_masses: wp.array[float], damping: wp.vec3, cdf: wp.array[float], element_gradients: wp.array[wp.vec2], element_new_positions: wp.array[wp.vec3]):
    """Evaluate element gradients and element new positions from element masses and cdf."""
    tid = wp.tid()
    if tid >= element_masses.shape[0]:
        return
    state = wp.rand_init(80985, tid)
    v0 = element_masses[tid]
    for j1 in range(2):
        damping = damping + wp.normalize(wp.vec3(v0, wp.where(v0 < -0.05, v0, 0.16), wp.randf(state))) * 1.59
        damping = damping + wp.normalize(wp.vec3(-0.01, -1.759, 0.3)) * 0.31
        v2 = damping
    element_gradients[tid] = wp.vec2(-0.3, -1.896) + wp.vec2(wp.sin(damping[0]))
    element_new_positions[tid] = damping + damping * 0.69
