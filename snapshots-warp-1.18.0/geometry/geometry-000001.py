# Generated for case geometry-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def geometry_000001_t(node_weights: wp.array[Any], node_directions: wp.array[Any], bvh: wp.uint64, pts: wp.array[Any], grid: wp.uint64, node_energies: wp.array[Any]):
    tid = wp.tid()
    v14 = float(0.0)
    v0 = node_weights[tid]
    v1 = node_directions[tid]
    v2 = pts[tid]
    pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))
    g5 = float(0.0)
    b3 = int(0)
    root3 = wp.bvh_get_group_root(bvh, 1)
    bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)
    while wp.bvh_query_next(bq3, b3, 5.0):
        g5 += float(b3 + 1) * 1.21
        v6 = (wp.vec3(-1.4, 0.6, 1.57) - pq4)
        v14 += v6[0] + v6[1] + v6[2]
    pq8 = wp.vec3(v0, (v0 * g5), (v0 - g5)) + wp.vec3(0.0371, -0.0193, 0.0229)
    g9 = wp.vec3(0.0)
    for nb7 in wp.hash_grid_query(grid, pq8, 0.25):
        d7 = pts[nb7] - pq8
        if wp.length(d7) < 0.25:
            g9 += d7 * wp.exp(-wp.length_sq(d7))
        v10 = g5
        v14 += v10
    v11 = v0
    c12 = wp.intersect_tri_tri((v2 / (wp.abs(1.8) + 1.0)), wp.vec3(g5, g5, v11), wp.cross(v2, wp.vec3(0.3, 0.41, -1.77)), (pq8 + wp.vec3(0.2, 1.421, 1.5)), wp.cross(v2, pq8), pq8)
    v13 = (g9 - v2)
    node_energies[tid] = v0 + g5 + v11 + v11 * 1.1 + v14 + v2[0] + v2[1] + v2[2] + pq8[0] + pq8[1] + pq8[2] + g9[0] + g9[1] + g9[2] + float(c12) + v13[0] + v13[1] + v13[2]


geometry_000001 = wp.overload(geometry_000001_t, {"node_weights": wp.array[float], "node_directions": wp.array[wp.vec3], "pts": wp.array[wp.vec3], "node_energies": wp.array[float]})
