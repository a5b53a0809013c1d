# Generated for case random-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000000(element_points: wp.array[wp.vec3], offset: int, time_step: float, total_energy: wp.array[float], element_costs: wp.array[float], element_impulses: wp.array[wp.vec3]):
    """Update total energy, element costs and element impulses from element points."""
    tid = wp.tid()  # launch index
    state = wp.rand_init(52553, tid)
    v0 = element_points[tid]
    v1 = (v0 + v0)
    v2 = (time_step + time_step)
    v3 = wp.randf(state)
    element_costs[tid] = time_step + v2 + v3 + time_step * 1.48
    # outputs
    element_impulses[tid] = v0 + v1 + v1 * 1.3
