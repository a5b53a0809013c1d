# Generated for case geometry-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def geometry_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), bvh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = pts[tid]
    pq4 = (wp.cross(v1, v1) + v1)
    g5 = float(0.0)
    b3 = int(0)
    bq3 = wp.bvh_query_sphere(bvh, pq4, 0.95)
    while wp.bvh_query_next(bq3, b3):
        g5 += x0[b3 % x0.shape[0]]
    pq7 = wp.cross(pq4, v1)
    g8 = wp.vec3(0.0)
    for nb6 in wp.hash_grid_query(grid, pq7, 0.25):
        d6 = pts[nb6] - pq7
        g8 += d6 * wp.exp(-wp.length_sq(d6))
    v9 = v0
    pq11 = wp.cross(g8, wp.cross(v2, pq4))
    g12 = float(0.0)
    hq10 = wp.hash_grid_query(grid, pq11, 0.25)
    nb10 = int(0)
    while wp.hash_grid_query_next(hq10, nb10):
        d10 = pts[nb10] - pq11
        if wp.length(d10) < 0.25:
            g12 += 0.25 - wp.length(d10)
        v13 = wp.vec3(g5, (wp.ceil(g5) * wp.erf(g5)), ((v9 * v0) - g5))
    c14 = wp.hash_grid_point_id(grid, tid % 16)
    pq16 = (wp.vec3(v0, 0.8, -0.18) / (wp.abs((g12 + v0)) + 1.0))
    g17 = float(0.0)
    b15 = int(0)
    bq15 = wp.bvh_query_capsule(bvh, pq16, wp.normalize(wp.cw_div(pq4, wp.vec3(1.25, -2.0, 3.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.82)
    while wp.bvh_query_next(bq15, b15):
        g17 += float(b15 + 1) * 1.29
    pq19 = wp.vec3(1.6, 0.71, -1.7)
    g20 = float(0.0)
    b18 = int(0)
    bq18 = wp.bvh_query_capsule(bvh, pq19, wp.normalize(wp.normalize(pq19) + wp.vec3(0.1, 0.2, 2.5)), 0.46)
    while wp.bvh_query_next(bq18, b18):
        g20 += x0[b18 % x0.shape[0]]
    out0[tid] = g12 + g17 + g20 + ((g17 + v9) * wp.length(pq7)) * 0.51
