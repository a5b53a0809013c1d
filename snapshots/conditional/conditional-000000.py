# Generated for case conditional-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def conditional_000000(sample_densities: wp.array[float], total_counts: wp.array[float], sample_residuals: wp.array[float], sample_distances: wp.array[float]):
    """Evaluate total counts, sample residuals and sample distances from sample densities."""
    tid = wp.tid()  # thread index
    v4 = float(0.0)
    v0 = sample_densities[tid]
    if v0 < 1.4:
        v0 = v0 + wp.sin(wp.clamp(v0, -0.98, 1.17))
        v1 = v0
        v4 += v1
        v2 = v0
        v4 += v2
    else:
        v0 = v0 + wp.tanh(v0)
        v3 = wp.vec3(-1.13, -0.031, 0.7)
        v4 += v3[0] + v3[1] + v3[2]
    sample_residuals[tid] = v0 + v0 * 1.33 + v4
    # outputs
    sample_distances[tid] = v0 + v0 * 1.19
