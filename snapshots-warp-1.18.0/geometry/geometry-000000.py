# Generated for case geometry-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def geometry_000000_t(x0: wp.array[Any], volume: wp.uint64, out0: wp.array[Any], out1: wp.array[Any]):
    tid = wp.tid()  # this thread's element
    v0 = x0[tid]
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
    out0[tid] = v0 + v0 * 1.93 + pq2[0] + pq2[1] + pq2[2] + pq5[0] + pq5[1] + pq5[2] + v7[0] + v7[1] + v7[2] + g10[0] + g10[1] + g10[2]
    # outputs
    out1[tid] = v0 + v0 * 1.42 + g3[0] + g3[1] + g3[2] + g6[0] + g6[1] + g6[2] + pq9[0] + pq9[1] + pq9[2]


geometry_000000 = wp.overload(geometry_000000_t, {"x0": wp.array[float], "out0": wp.array[float], "out1": wp.array[float]})
