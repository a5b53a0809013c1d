# Generated for case linalg-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def linalg_000000(node_points: wp.array[wp.vec3], node_offsets: wp.array[wp.vec2], node_deformations: wp.array[wp.mat33], force_sums: wp.array[float], node_jacobians: wp.array[wp.mat33]):
    """Evaluate force sums and node jacobians from node points, node offsets and node deformations."""
    tid = wp.tid()
    v0 = node_points[tid]
    v1 = node_offsets[tid]
    v2 = node_deformations[tid]
    v3 = wp.skew(v0)
    v4 = (wp.vec2(-1.808, -1.4) + v1)
    node_jacobians[tid] = v2 + v3 + v3 * 0.94 + wp.identity(n=3, dtype=float) * (v1[0] + v1[1] + v4[0] + v4[1])
