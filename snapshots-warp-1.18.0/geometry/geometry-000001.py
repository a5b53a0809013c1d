# Generated for case geometry-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def geometry_000001(sample_weights: wp.array[float], sample_displacements: wp.array[wp.vec3], bvh: wp.uint64, pts: wp.array[wp.vec3], grid: wp.uint64, sample_residuals: wp.array[float]):
    tid = wp.tid()
    v0 = sample_weights[tid]
    v1 = sample_displacements[tid]
    v2 = pts[tid]
    pq4 = (-v1 + (v1 - wp.vec3(1.69, -0.144, 0.4)))
    g5 = float(0.0)
    b3 = int(0)
    root3 = wp.bvh_get_group_root(bvh, 1)
    bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)
    while wp.bvh_query_next(bq3, b3):
        g5 += float(b3 + 1) * 0.26
        pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0)) + wp.vec3(0.0371, -0.0193, 0.0229)
        g8 = wp.vec3(0.0)
        for nb6 in wp.hash_grid_query(grid, pq7, 0.25):
            d6 = pts[nb6] - pq7
            if wp.length(d6) < 0.25:
                g8 += d6 * wp.exp(-wp.length_sq(d6))
        c9 = wp.hash_grid_point_id(grid, tid % 16)
    pq11 = (v1 * (v0 * g5)) + wp.vec3(0.0371, -0.0193, 0.0229)
    g12 = float(0.0)
    hq10 = wp.hash_grid_query(grid, pq11, 0.25)
    nb10 = int(0)
    while wp.hash_grid_query_next(hq10, nb10):
        d10 = pts[nb10] - pq11
        if wp.length(d10) < 0.25:
            g12 += 0.25 - wp.length(d10)
    v13 = v0
    v14 = wp.cos(g12)
    sample_residuals[tid] = g12 + v13 + v14 + v14 * 0.57
