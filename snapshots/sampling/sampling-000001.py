# Generated for case sampling-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def sampling_000001(element_masses: wp.array[float], damping: wp.vec3, cdf: wp.array[float], accumulated_mass: wp.array[float], element_new_positions: wp.array[wp.vec3], num_elements: int):
    """Update accumulated mass and element new positions from element masses and cdf."""
    tid = wp.tid()
    if tid >= num_elements:
        return
    state = wp.rand_init(80985, tid)
    v0 = element_masses[tid]
    v1 = float(wp.poisson(state, 0.24))
    element_new_positions[tid] = damping + damping * 1.18 + wp.vec3(v0 + v1)
