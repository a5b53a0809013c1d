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
        pq7 = wp.cw_div(wp.cross(v1, wp.vec3(0.4, 0.2, -1.246)), wp.vec3(1.25, 1.5, 3.0))
        g8 = float(0.0)
        b6 = int(0)
        root6 = wp.bvh_get_group_root(bvh, 1)
        bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize((wp.vec3(-0.3) * g5) + wp.vec3(0.1, 0.2, 2.5)), 0.46, root6)
        while wp.bvh_query_next(bq6, b6, 2.0):
            g8 += float(b6 + 1) * 1.57
    pq10 = (wp.cross(v2, wp.vec3(-1.7, -1.1, 0.8)) - (-1.008 * v1))
    g11 = float(0.0)
    for nb9 in wp.hash_grid_query(grid, pq10, 0.25):
        d9 = pts[nb9] - pq10
        if wp.length(d9) < 0.25:
            g11 += 0.25 - wp.length(d9)
    v12 = wp.cross(wp.vec3(pq10.y, (g11 + g11), wp.dot(pq4, v2)), wp.vec3(-1.13, 1.093, 1.776))
    pq14 = v1
    g15 = float(0.0)
    b13 = int(0)
    bq13 = wp.bvh_query_sphere(bvh, pq14, 0.18)
    while wp.bvh_query_next(bq13, b13):
        g15 += float(b13 + 1) * 0.96
    pq17 = wp.vec3(1.6, 1.18, -0.5)
    g18 = float(0.0)
    b16 = int(0)
    root16 = wp.bvh_get_group_root(bvh, 1)
    bq16 = wp.bvh_query_sphere(bvh, pq17, 1.12, root16)
    while wp.bvh_query_next(bq16, b16):
        g18 += x0[b16 % x0.shape[0]]
    out0[tid] = g11 + g15 + g18 + (pts[(tid + 5) % pts.shape[0]]).x * 1.39
