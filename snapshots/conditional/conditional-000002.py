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
def conditional_000002(sample_densities: wp.array(dtype=float), sample_weights: wp.array(dtype=float), sample_phases: wp.array(dtype=float), mode: int, accumulated_mass: wp.array(dtype=float), sample_scores: wp.array(dtype=float), sample_costs: wp.array(dtype=float)):
    """Compute accumulated mass, sample scores and sample costs from sample densities, sample weights and sample phases."""
    tid = wp.tid()  # one thread per element
    v6 = float(0.0)
    v0 = sample_densities[tid]
    v1 = sample_weights[tid]
    v2 = sample_phases[tid]
    gain3 = 1.0
    if mode == ContactMode.SLIDE:
        gain3 = 0.12
    elif mode == ContactMode.ROLL:
        pass
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
        _old5 = wp.atomic_add(accumulated_mass, 0, v0)
    sample_scores[tid] = v1 + v2 + gain3 + 1.486 + v6
    # write the results
    sample_costs[tid] = v1 + v2 + gain3 + v1 * 0.41
