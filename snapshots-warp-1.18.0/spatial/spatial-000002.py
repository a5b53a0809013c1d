# Generated for case spatial-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def spatial_000002(shape_directions: wp.array(dtype=wp.vec3), shape_velocities: wp.array(dtype=wp.vec3), shape_radii: wp.array(dtype=float), damping: wp.mat33, shape_stresses_out: wp.array(dtype=wp.mat33), num_shapes: int):
    """Write shape stresses out from shape directions, shape velocities and shape radii."""
    tid = wp.tid()  # thread index
    if tid >= num_shapes:
        return
    v0 = shape_directions[tid]
    v1 = shape_velocities[tid]
    v2 = shape_radii[tid]
    v3 = wp.spatial_vector(-1.2, -0.389, 0.3, -0.286, -0.97, -1.543)
    v0[0] = wp.sin(wp.sqrt(wp.abs((v2 + v2)) + 0.5))
    v4 = wp.spatial_vector(-1.38, -0.762, 0.242, 1.0, -1.68, -1.78)
    v0[2] *= wp.sin(v2)
    shape_stresses_out[tid] = damping + damping * 0.36 + wp.identity(n=3, dtype=float) * (v0[0] + v0[1] + v0[2] + v1[0] + v1[1] + v1[2] + v2 + wp.dot(v3, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0)) + wp.dot(v4, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0)))
    # store
    shape_stresses_out[tid][2, 1] += wp.sin((v2 + v2))
