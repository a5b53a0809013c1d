# Generated for case geometry-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def geometry_000000(vertex_radii: wp.array[float], volume: wp.uint64, vertex_distances: wp.array[float], vertex_scores: wp.array[float]):
    tid = wp.tid()  # thread index
    v0 = vertex_radii[tid]
    pq2 = wp.vec3(1.1, 0.4, 1.993)
    uvw1 = wp.volume_world_to_index(volume, pq2)
    g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)
    pq5 = wp.vec3(v0, (v0 + v0), v0)
    uvw4 = wp.volume_world_to_index(volume, pq5)
    g6 = wp.volume_sample_v(volume, uvw4, wp.Volume.LINEAR)
    v7 = wp.normalize(g3)
    pq9 = wp.cross(g3, wp.vec3(-0.36, 1.91, 1.24))
    uvw8 = wp.volume_world_to_index(volume, pq9)
    g10 = wp.volume_sample_v(volume, uvw8, wp.Volume.LINEAR)
    vertex_distances[tid] = v0 + v0 * 1.93 + pq2[0] + pq2[1] + pq2[2] + pq5[0] + pq5[1] + pq5[2] + v7[0] + v7[1] + v7[2] + g10[0] + g10[1] + g10[2]
    # write the results
    vertex_scores[tid] = v0 + v0 * 1.42 + g3[0] + g3[1] + g3[2] + g6[0] + g6[1] + g6[2] + pq9[0] + pq9[1] + pq9[2]
