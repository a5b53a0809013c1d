# Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def conditional_000002(particle_phases: wp.array[float], particle_pressures: wp.array[float], particle_temperatures: wp.array[float], force_sums: wp.array[float], particle_distances: wp.array[float]):
    """Accumulate force sums and particle distances from particle phases, particle pressures and particle temperatures."""
    tid = wp.tid()  # this thread's element
    v6 = float(0.0)
    v0 = particle_phases[tid]
    v1 = particle_pressures[tid]
    v2 = particle_temperatures[tid]
    v3 = v2
    if (v2 > -1.51) or (v3 >= v0):
        v2 = v2 + wp.tanh((wp.where(v1 > v3, v2, v0) - v0))
        v4 = (v2 + v2)
        v6 += v4
    if (tid) % 4 == 1:
        v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))
    else:
        v2 = v2 + wp.cos(0.165)
        _old5 = wp.atomic_add(force_sums, 0, v0)
    wp.atomic_add(force_sums, 0, (v2 * v3))
    # store
    particle_distances[tid] = v1 + v2 + v3 + v1 * 0.12 + v6
