# Generated for case geometry-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def geometry_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), mesh: wp.uint64, bvh: wp.uint64, out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    pq3 = wp.normalize(wp.vec3(1.16, -1.09, 0.69))
    fi2 = (tid) % 12
    g4 = wp.mesh_get_point(mesh, fi2 * 3 + 0) - wp.mesh_eval_face_normal(mesh, fi2)
    c5 = int(wp.mesh_get_bvh(mesh) != wp.uint64(0))
    pq7 = (wp.sqrt(wp.abs(1.4) + 0.5) * (v0 / (wp.abs(1.6) + 1.0)))
    g8 = float(0.0)
    b6 = int(0)
    root6 = wp.bvh_get_group_root(bvh, 0)
    bq6 = wp.bvh_query_capsule(bvh, pq7, wp.normalize(wp.where(g8 >= g8, v1, pq3) + wp.vec3(0.1, 0.2, 2.5)), 0.14, root6)
    while wp.bvh_query_next(bq6, b6):
        g8 += float(b6 + 1) * 0.62
    v9 = g8
    pq11 = x1[(tid + 2) % x1.shape[0]]
    c12 = wp.mesh_query_ray_count_intersections(mesh, pq11, wp.normalize(wp.cross(pq11, v0) + wp.vec3(0.1, 0.2, 2.5)))
    pq14 = (wp.cw_mul(pq7, v1) / (wp.abs(v9) + 1.0))
    q13 = wp.mesh_query_furthest_point_no_sign(mesh, pq14, 0.0)
    g15 = wp.vec3(0.0)
    g16 = float(0.0)
    if q13.result:
        g15 = wp.mesh_eval_position(mesh, q13.face, wp.round(q13.u), wp.round(q13.v))
        g16 = wp.length(g15 - pq14) * 0.24
        g15 += wp.mesh_eval_velocity(mesh, q13.face, wp.round(q13.u), wp.round(q13.v)) * 1.37
    v17 = wp.vec3((wp.abs(v9) - wp.mod(v9, wp.abs(-0.84) + 1.0)), 0.116, (pq11[1] + wp.max(-0.303, -1.8)))
    out0[tid] = pq14 + g15 + v17 + (pq7 + (wp.vec3(0.2, -1.8, -1.55) + pq11)) * 0.62
