# Generated for case conditional-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def conditional_000000(sample_densities: wp.array[float], total_counts: wp.array[float], sample_residuals: wp.array[float]):
    """Evaluate total counts and sample residuals from sample densities."""
    tid = wp.tid()  # thread index
    v2 = float(0.0)
    v0 = sample_densities[tid]
    if ((tid + tid)) % 3 == 1:
        v0 = v0 + wp.tanh((v0 + v0))
        v1 = wp.vec3(-0.09)
        v2 += v1[0] + v1[1] + v1[2]
    # write the results
    sample_residuals[tid] = v0 + v0 * 1.7 + v2
