# Generated for case geometry-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def geometry_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), bvh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = pts[tid]
    pq4 = (wp.cross(v1, wp.vec3(0.5, -0.7, -1.2)) - v1)
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
    pq11 = wp.normalize(wp.vec3(v0, g5, g5)) + wp.vec3(0.0371, -0.0193, 0.0229)
    g12 = float(0.0)
    hq10 = wp.hash_grid_query(grid, pq11, 0.25)
    nb10 = int(0)
    while wp.hash_grid_query_next(hq10, nb10):
        d10 = pts[nb10] - pq11
        if wp.length(d10) < 0.25:
            g12 += 0.25 - wp.length(d10)
    pq14 = wp.normalize(wp.lerp(v2, v1, v0)) + wp.vec3(0.0371, -0.0193, 0.0229)
    g15 = float(0.0)
    hq13 = wp.hash_grid_query(grid, pq14, 0.25)
    nb13 = int(0)
    while wp.hash_grid_query_next(hq13, nb13):
        d13 = pts[nb13] - pq14
        if wp.length(d13) < 0.25:
            g15 += 0.25 - wp.length(d13)
    pq17 = pq14 + wp.vec3(0.0371, -0.0193, 0.0229)
    g18 = float(0.0)
    for nb16 in wp.hash_grid_query(grid, pq17, 0.25):
        d16 = pts[nb16] - pq17
        if wp.length(d16) < 0.25:
            g18 += 0.25 - wp.length(d16)
    c19 = wp.hash_grid_point_id(grid, tid % 16)
    v20 = wp.cross((x1[(tid + 2) % x1.shape[0]] * g15), (pq14 - (pq14 + pq17)))
    out0[tid] = g12 + g15 + g18 + wp.dot(v2, wp.cross(wp.vec3(0.2, 1.421, 1.5), v20)) * 1.42
