# Generated for case loop-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


LOWEST = wp.constant(-wp.inf)


@wp.kernel
def loop_000002(vertex_weights: wp.array[float], vertex_densities: wp.array[float], n: int, vertex_scores: wp.array[float], vertex_distances: wp.array[float]):
    tid = wp.tid()  # this thread's element
    v0 = vertex_weights[tid]
    v1 = vertex_densities[tid]
    v2 = (-0.905 * v0)
    best3 = LOWEST
    for k4 in range(3):
        best3 = wp.max(best3, wp.sin((v1 - v0) * float(k4 + 1)))
    vertex_scores[tid] = v1 + v2 + best3 + best3 * 0.46
    # outputs
    vertex_distances[tid] = v1 + v2 + best3 + v1 * 1.16
