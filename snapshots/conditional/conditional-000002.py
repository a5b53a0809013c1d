# Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def conditional_000002(sample_densities: wp.array(dtype=float), sample_weights: wp.array(dtype=float), sample_phases: wp.array(dtype=float), accumulated_mass: wp.array(dtype=float), sample_scores: wp.array(dtype=float)):
    """Compute accumulated mass and sample scores from sample densities, sample weights and sample phases."""
    tid = wp.tid()  # launch index
    v6 = float(0.0)
    v0 = sample_densities[tid]
    v1 = sample_weights[tid]
    v2 = sample_phases[tid]
    v3 = v2
    if (v2 > -1.51) or (v3 >= v0):
        v2 = v2 + wp.tanh((wp.where(v1 > v3, v2, v0) - v0))
        v4 = (v2 + v2)
        v6 += v4
    if (tid) % 4 == 1:
        v1 = v1 + wp.sin(wp.clamp((v0 + 1.302), -1.37, 0.11))
    else:
        v2 = v2 + wp.cos(0.165)
        _old5 = wp.atomic_add(accumulated_mass, 0, v0)
    wp.atomic_add(accumulated_mass, 0, (v2 * v3))
    # write the results
    sample_scores[tid] = v1 + v2 + v3 + v1 * 0.12 + v6
