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


@wp.func
def struct_000001_f0(p0: wp.mat22, p1: float, p2: wp.vec3, arr: wp.array[float], idx: int):
    v0 = arr[idx % arr.shape[0]]
    s1 = S2()
    v2 = p2
    return p0 + wp.identity(n=2, dtype=float) * (p1 + p2[0] + p2[1] + p2[2] + float(idx) + v0 + v2[0] + v2[1] + v2[2])


@wp.kernel(enable_backward=False)
def struct_000001_t(vertex_densities: wp.array[Any], vertex_normals: wp.array[Any], settings: S0, vertex_records: wp.array[S1], model: S2, accumulated_mass: wp.array[Any], vertex_residuals: wp.array[Any], vertex_records_out: wp.array[S1]):
    """Evaluate accumulated mass, vertex residuals and vertex records out from vertex densities, vertex normals and vertex records."""
    tid = wp.tid()
    v3 = vertex_densities[tid]
    v4 = vertex_normals[tid]
    e5 = vertex_records[tid]
    e5.mass0 += wp.normalize((model.e1 + (e5.mass0 - wp.vec3(-1.696, -1.593, 0.306)))) * 0.23
    s6 = S2((model.e1 * e5.a1), v4)
    vertex_records_out[tid] = e5
    v7 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6) + wp.vec3(0.0, 0.0, 2.5)), v3)
    v8 = struct_000001_f0(struct_000001_f0(wp.identity(n=2, dtype=float) * 0.8, v3, model.e1, vertex_densities, wp.abs(tid)), wp.rint(v3), model.vel0, vertex_densities, wp.abs(settings.pos0))
    vertex_records_out[tid] = S1(mass0=wp.vec3(0.575, -1.3, 1.46), a1=wp.dot(model.e1, wp.vec3(v3, -0.23, e5.a1)))
    vertex_records_out[tid].a1 -= wp.sin((v3 - e5.a1))
    vertex_residuals[tid] = v3 + v3 * 1.75 + v4[0] + v4[1] + v4[2] + e5.mass0[0] + e5.mass0[1] + e5.mass0[2] + e5.a1 + s6.vel0[0] + s6.vel0[1] + s6.vel0[2] + s6.e1[0] + s6.e1[1] + s6.e1[2] + v7[0] + v7[1] + v7[2] + v7[3] + wp.ddot(v8, wp.mat22(1.0))


struct_000001 = wp.overload(struct_000001_t, {"vertex_densities": wp.array[float], "vertex_normals": wp.array[wp.vec3], "accumulated_mass": wp.array[float], "vertex_residuals": wp.array[float]})
