# Generated for case spatial-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def spatial_000001(vertex_twists: wp.array(dtype=wp.spatial_vector), vertex_twists_out: wp.array(dtype=wp.spatial_vector), num_vertices: int):
    """Update vertex twists out from vertex twists."""
    tid = wp.tid()
    if tid >= num_vertices:
        return
    v0 = vertex_twists[tid]
    v1 = v0
    v2 = wp.spatial_dot(v0, v0)
    vertex_twists_out[tid] = v0 + v1 + v0 * 1.55 + wp.spatial_vector(wp.vec3(v2), wp.vec3(v2))
