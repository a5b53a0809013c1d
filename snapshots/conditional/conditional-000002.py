# Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import enum

import warp as wp

wp.set_module_options({"enable_backward": False})


class ContactMode(enum.IntEnum):
    STICK = 0
    SLIDE = 1
    ROLL = 2


@wp.kernel
def conditional_000002(particle_phases: wp.array[float], particle_pressures: wp.array[float], particle_temperatures: wp.array[float], mode: int, force_sums: wp.array[float], particle_distances: wp.array[float], particle_scores: wp.array[float]):
    """Accumulate force sums, particle distances and particle scores from particle phases, particle pressures and particle temperatures."""
    tid = wp.tid()  # launch index
    v6 = float(0.0)
    v0 = particle_phases[tid]
    v1 = particle_pressures[tid]
    v2 = particle_temperatures[tid]
    gain3 = 1.0
    if mode == ContactMode.SLIDE:
        gain3 = 0.12
    if not ((v1 < gain3) or (gain3 > v0) or (tid) % 3 == 0):
        v2 = v2 + wp.cos(-1.15)
    else:
        v2 = v2 + wp.sin(((v0 / (wp.abs(gain3) + 1.0)) * (gain3 + v0)))
        v4 = (v2 + v2)
        v6 += v4
    if (tid) % 4 == 1:
        v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))
    else:
        v2 = v2 + wp.cos(0.165)
        _old5 = wp.atomic_add(force_sums, 0, v0)
    particle_distances[tid] = v1 + v2 + gain3 + 1.486 + v6
    # outputs
    particle_scores[tid] = v1 + v2 + gain3 + v1 * 0.41
