# Generated for case geometry-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def geometry_000000(x0: wp.array(dtype=float), volume: wp.uint64, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    pq2 = wp.vec3(1.1, 0.4, 1.993)
    uvw1 = wp.volume_world_to_index(volume, pq2)
    g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)
    v4 = wp.dot((pq2 - pq2), wp.lerp(g3, (pq2 * v0), v0))
    pq6 = wp.min((pq2 + pq2), wp.max(g3, g3))
    uvw5 = wp.volume_world_to_index(volume, pq6)
    g7 = wp.volume_lookup_v(volume, 2, 1, 2) + wp.volume_lookup(volume, 2, 2, 1, dtype=wp.vec3)
    pq9 = wp.cw_mul(wp.cw_mul(g3, pq6), wp.min(g7, pq6))
    uvw8 = wp.volume_world_to_index(volume, pq9)
    g10 = wp.volume_sample(volume, uvw8, wp.Volume.LINEAR, dtype=wp.vec3)
    g11 = wp.closest_point_edge_edge((g10 / (wp.abs(v0) + 1.0)), (pq2 / (wp.abs(v0) + 1.0)), (pq2 * v4), pq2, 1.0e-6)
    out0[tid] = v0 + v4 + ((v0 + v4) - wp.dot(pq9, pq9)) * 1.81
    out1[tid] = v0 + v4 + wp.copysign((v4 / (wp.abs(1.4) + 1.0)), (v4 * v0)) * 1.15
