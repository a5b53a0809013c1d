# Generated for case loop-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):
    tid = wp.tid()  # this thread's element
    v0 = vertex_weights[tid]
    v1 = vertex_densities[tid]
    v2 = (-0.905 * v0)
    vertex_scores[tid] = v0 + v1 + v2 + v0 * 1.5
    # outputs
    vertex_distances[tid] = v0 + v1 + v2 + v1 * 0.56
