# Generated for case spatial-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def spatial_000001(element_twists: wp.array[wp.spatial_vector], element_body_forces: wp.array[wp.spatial_vector], num_elements: int):
    """Compute element body forces from element twists."""
    tid = wp.tid()
    if tid >= num_elements:
        return
    v0 = element_twists[tid]
    v1 = v0
    v2 = wp.spatial_dot(v0, v0)
    element_body_forces[tid] = v0 + v1 + v0 * 1.55 + wp.spatial_vector(wp.vec3(v2), wp.vec3(v2))
