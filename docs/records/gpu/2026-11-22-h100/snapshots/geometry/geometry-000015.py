# Generated for case geometry-000015 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def geometry_000015(x0: wp.array(dtype=float), mesh: wp.uint64, pts: wp.array(dtype=wp.vec3), grid: wp.uint64, out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = pts[tid]
    pq3 = ((v0 + v0) * wp.normalize(wp.vec3(-0.03, 1.506, 1.19)))
    root2 = wp.mesh_get_group_root(mesh, 0)
    r2 = wp.mesh_query_ray(mesh, pq3, wp.normalize(pq3 + wp.vec3(0.1, 0.2, 2.5)), 10.0, root2)
    g4 = float(0.0)
    g5 = wp.vec3(0.0)
    if r2.result:
        g4 = r2.t * 1.89 + r2.sign
        g5 = r2.normal * (r2.u + r2.v)
        v6 = wp.where(v0 >= g4, wp.where(g4 < v0, wp.dot(wp.vec3(-1.3, -0.52, 0.421), g5), float(2)), wp.length_sq((pq3 - v1)))
    pq8 = (wp.vec3(g4, v0, v0) + wp.vec3(g4, g4, g4))
    g9 = float(0.0)
    hq7 = wp.hash_grid_query(grid, pq8, 0.5)
    nb7 = int(0)
    while wp.hash_grid_query_next(hq7, nb7):
        d7 = pts[nb7] - pq8
        if wp.length(d7) < 0.5:
            g9 += 0.5 - wp.length(d7)
        v10 = g5
    c11 = wp.hash_grid_point_id(grid, tid % 16)
    pq13 = wp.vec3(0.917, 0.93, 1.809)
    inside12 = float(0.0)
    face12 = int(0)
    u12 = float(0.0)
    v12 = float(0.0)
    hit12 = wp.mesh_query_point_sign_parity(mesh, pq13, 4.0, inside12, face12, u12, v12, 3, 0.001)
    g14 = wp.vec3(0.0)
    if hit12:
        g14 = wp.mesh_eval_face_normal(mesh, face12) * inside12
        g5 = g5 + wp.normalize((wp.trunc(g4) * wp.vec3(-0.91, g4, -0.523))) * 1.5
    v15 = wp.cw_div(g14, wp.vec3(3.0, 1.5, 1.25))
    out0[tid] = pq13 + g14 + v15 + wp.normalize((v15 / (wp.abs(1.1) + 1.0))) * 0.94
