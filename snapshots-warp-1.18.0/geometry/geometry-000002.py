# Generated for case geometry-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def geometry_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), mesh: wp.uint64, bvh: wp.uint64, out0: wp.array(dtype=wp.vec3), num_elements: int):
    """Evaluate out0 from x0 and x1."""
    tid = wp.tid()
    if tid >= num_elements:
        return
    v0 = x0[tid]
    v1 = x1[tid]
    pq3 = wp.normalize(v0)
    fi2 = (tid) % 12
    g4 = wp.mesh_eval_position(mesh, fi2, 0.25, 0.5)
    c5 = int(wp.mesh_get_bvh(mesh) != wp.uint64(0))
    pq7 = ((v0 / (wp.abs(1.6) + 1.0)) - (g4 + v0))
    g8 = float(0.0)
    b6 = int(0)
    bq6 = wp.bvh_query_ray(bvh, pq7, wp.normalize(wp.lerp(wp.vec3(-0.377, 0.83, -0.87), v0, g8) + wp.vec3(0.1, 0.2, 2.5)))
    while wp.bvh_query_next(bq6, b6, 2.0):
        g8 += float(b6 + 1) * 0.62
    v9 = g8
    pq11 = wp.cross((g4 / (wp.abs(v9) + 1.0)), wp.vec3(-1.798, 1.435, 0.51))
    c12 = wp.mesh_query_ray_count_intersections(mesh, pq11, wp.normalize(wp.normalize(v1) + wp.vec3(0.1, 0.2, 2.5)))
    out0[tid] = g4 + pq7 + pq11 + g4 * 1.43 + v1 + pq3 + wp.vec3(float(c5) + g8 + v9 + float(c12))
