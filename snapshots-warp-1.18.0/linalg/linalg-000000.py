# Generated for case linalg-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def linalg_000000(node_points: wp.array[wp.vec3], node_offsets: wp.array[wp.vec2], node_deformations: wp.array[wp.mat33], node_stresses_out: wp.array[wp.mat33], node_new_positions: wp.array[wp.vec3]):
    """Evaluate node stresses out and node new positions from node points, node offsets and node deformations."""
    tid = wp.tid()
    v0 = node_points[tid]
    v1 = node_offsets[tid]
    v2 = node_deformations[tid]
    v3 = wp.skew(v0)
    v4 = (wp.vec2(-1.808, -1.4) + v1)
    node_stresses_out[tid] = v2 + v3 + v3 * 0.94
    node_new_positions[tid] = v0 + v0 * 0.88
