# Generated for case spatial-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def spatial_000002(sample_displacements: wp.array[wp.vec3], sample_directions: wp.array[wp.vec3], sample_densities: wp.array[float], scale: wp.mat33, sample_stresses_out: wp.array[wp.mat33], num_samples: int):
    """Update sample stresses out from sample displacements, sample directions and sample densities."""
    tid = wp.tid()  # this thread's element
    if tid >= num_samples:
        return
    v0 = sample_displacements[tid]
    v1 = sample_directions[tid]
    v2 = sample_densities[tid]
    v3 = wp.spatial_vector(-1.2, -0.389, 0.3, -0.286, -0.97, -1.543)
    v0[0] = wp.sin(wp.sqrt(wp.abs((v2 + v2)) + 0.5))
    v4 = wp.spatial_vector(-1.38, -0.762, 0.242, 1.0, -1.68, -1.78)
    v0[2] *= wp.sin(v2)
    sample_stresses_out[tid] = scale + scale * 0.36 + wp.identity(n=3, dtype=float) * (v0[0] + v0[1] + v0[2] + v1[0] + v1[1] + v1[2] + v2 + wp.dot(v3, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0)) + wp.dot(v4, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0)))
    # outputs
    sample_stresses_out[tid][2, 1] += wp.sin((v2 + v2))
