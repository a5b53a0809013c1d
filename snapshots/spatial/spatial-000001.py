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
    v1 = float(-1.5)
    v2 = wp.transform(wp.vec3(-1.32, -0.074, 1.7), wp.quat_identity())
    v3 = wp.atan2(v1, wp.abs(v1) + 0.5)
    element_body_forces[tid] = v0 + v0 * 0.96 + wp.spatial_vector(wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3), wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3))
