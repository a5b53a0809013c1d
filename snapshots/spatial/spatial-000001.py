# Generated for case spatial-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def spatial_000001(vertex_twists: wp.array(dtype=wp.spatial_vector), vertex_twists_out: wp.array(dtype=wp.spatial_vector), num_vertices: int):
    """Update vertex twists out from vertex twists."""
    tid = wp.tid()
    if tid >= num_vertices:
        return
    v0 = vertex_twists[tid]
    v1 = float(-1.5)
    v2 = wp.transform(wp.vec3(-1.32, -0.074, 1.7), wp.quat_identity())
    v3 = wp.atan2(v1, wp.abs(v1) + 0.5)
    vertex_twists_out[tid] = v0 + v0 * 0.96 + wp.spatial_vector(wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3), wp.vec3(v1 + wp.dot(wp.transform_point(v2, wp.vec3(1.0)), wp.vec3(1.0)) + v3))
