# Generated for case struct-000001 with warp-lang 1.18.0. Do not edit.
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
def struct_000001_f0(p0: wp.mat22, p1: float, p2: wp.vec3, arr: wp.array[float], idx: int) -> wp.mat22:
    v0 = arr[idx % arr.shape[0]]
    s1 = S2()
    s1.vel0 = ((p2 + p2) * v0)
    s2 = S1((p2 + (p2 + p2)), (v0 / (wp.abs(p1) + 1.0)))
    if p1 <= 1.17:
        return p0
    return p0 + wp.identity(n=2, dtype=float) * (p2[0] + p2[1] + p2[2] + float(idx) + v0 + s1.vel0[0] + s1.vel0[1] + s1.vel0[2] + s2.mass0[0] + s2.mass0[1] + s2.mass0[2] + s2.a1)


@wp.kernel(enable_backward=False)
def struct_000001_t(vertex_densities: wp.array[Any], vertex_normals: wp.array[Any], settings: S0, vertex_records: wp.array[S1], model: S2, accumulated_mass: wp.array[Any], vertex_residuals: wp.array[Any], vertex_orientations_out: wp.array[Any]):
    """Evaluate accumulated mass, vertex residuals and vertex orientations out from vertex densities, vertex normals and vertex records."""
    tid = wp.tid()
    v3 = vertex_densities[tid]
    v4 = vertex_normals[tid]
    e5 = vertex_records[tid]
    for j6 in range(4):
        v3 += wp.sin(wp.cosh(wp.clamp(wp.where(e5.a1 >= 0.095, e5.a1, e5.a1), -3.0, 3.0)))
    v7 = struct_000001_f0(wp.diag(wp.vec2(-1.03, -1.423)), wp.clamp(e5.a1, -1.74, 1.9), wp.lerp(model.vel0, wp.vec3(-1.58, -0.651, 0.735), e5.a1), vertex_densities, wp.abs((tid % 7)))
    vertex_residuals[tid] = v3 + v3 * 0.23 + v4[0] + v4[1] + v4[2]
    vertex_orientations_out[tid] = wp.normalize(settings.d2 * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.ddot(v7, wp.mat22(1.0))))


struct_000001 = wp.overload(struct_000001_t, {"vertex_densities": wp.array[float], "vertex_normals": wp.array[wp.vec3], "accumulated_mass": wp.array[float], "vertex_residuals": wp.array[float], "vertex_orientations_out": wp.array[wp.quat]})
