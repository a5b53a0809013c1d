# Generated for case struct-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.struct
class S0:
    pos0: int
    mass1: wp.quat
    d2: wp.quat
    c3: wp.array[float]


@wp.struct
class S1:
    mass0: wp.vec3
    a1: float


@wp.struct
class S2:
    vel0: wp.vec3
    e1: wp.vec3


@wp.kernel(enable_backward=False)
def struct_000001_t(vertex_densities: wp.array[Any], vertex_normals: wp.array[Any], settings: S0, model: S1, vertex_data: wp.array[S2], force_sums: wp.array[Any], vertex_distances: wp.array[Any], vertex_records_out: wp.array[S2]):
    """Compute force sums, vertex distances and vertex records out from vertex densities, vertex normals and vertex data."""
    tid = wp.tid()
    v0 = vertex_densities[tid]
    v1 = vertex_normals[tid]
    e2 = vertex_data[tid]
    s3 = S2(vel0=model.mass0, e1=(wp.vec3(v0, model.a1, v0) - wp.cross(v1, wp.vec3(-1.493, -1.3, 0.43))))
    for j4 in range(4):
        v1 = v1 + wp.normalize(((s3.e1 / (wp.abs(v0) + 1.0)) + (model.mass0 - e2.vel0))) * 0.17
    s5 = S0()
    s5.mass1 = s5.d2
    v6 = s3.vel0
    vertex_records_out[tid] = S2(vel0=(wp.min(wp.vec3(0.6), model.mass0) - model.mass0), e1=wp.min(wp.vec3(model.a1, model.a1, model.a1), wp.normalize(e2.vel0)))
    vertex_distances[tid] = v0 + model.a1 * 0.56 + v1[0] + v1[1] + v1[2] + v6[0] + v6[1] + v6[2]


struct_000001 = wp.overload(struct_000001_t, {"vertex_densities": wp.array[float], "vertex_normals": wp.array[wp.vec3], "force_sums": wp.array[float], "vertex_distances": wp.array[float]})
