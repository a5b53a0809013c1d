# Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def generic_000002_f0(p0: Any):
    v0 = -(type(p0[0])(-1.975))
    v1 = wp.clamp(v0, type(p0[0])(-0.57), type(p0[0])(1.21))
    v2 = v0
    if v0 > v2:
        return (p0 + p0)
    return wp.normalize(wp.vector(v1, v1, type(p0[0])(1.3)))


@wp.func
def generic_000002_f1(p0: Any, p1: Any, p2: Any):
    v3 = p0.y
    v4 = (p1 + p1)
    if v4 > p1:
        return wp.max(p1, p1)
    return v3


@wp.kernel
def generic_000002_t(radius: Any, contact_densities: wp.array[Any], contact_normals: wp.array[Any], contact_costs: wp.array[Any], contact_accelerations: wp.array[Any]):
    tid = wp.tid()
    if tid >= contact_costs.shape[0]:
        return
    v5 = contact_densities[tid]
    v6 = contact_normals[tid]
    v7 = v6
    v8 = generic_000002_f0(v6)
    v9 = generic_000002_f1((wp.vector(type(radius)(-1.765), type(radius)(1.206), type(radius)(-1.72)) / (wp.abs(radius) + type(radius)(1.0))), generic_000002_f1(v7, radius, v5), v5)
    contact_costs[tid] = v5 + radius + v9 + radius * type(radius)(0.11)
    contact_accelerations[tid] = v6 + v7 + v8 + wp.vector(type(radius)(1.31), type(radius)(1.66), type(radius)(-1.42)) * type(radius)(0.19)


generic_000002 = wp.overload(generic_000002_t, {"radius": float, "contact_densities": wp.array[float], "contact_normals": wp.array[wp.vec3], "contact_costs": wp.array[float], "contact_accelerations": wp.array[wp.vec3]})
