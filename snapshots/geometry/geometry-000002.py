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
    pq14 = pq7
    g15 = float(0.0)
    b13 = int(0)
    bq13 = wp.bvh_query_ray(bvh, pq14, wp.normalize(wp.vec3(1.3, -1.67, 0.8) + wp.vec3(0.1, 0.2, 2.5)))
    while wp.bvh_query_next(bq13, b13, 5.0):
        g15 += float(b13 + 1) * 1.04
        pq17 = v1
        fi16 = (tid) % 12
        g18 = wp.mesh_eval_position(mesh, fi16, 0.25, 0.5)
    v19 = (wp.normalize(wp.cross(pq3, pq11)) * wp.trunc((1.05 - v9)))
    out0[tid] = pq11 + pq14 + v19 + v1 * 1.97
