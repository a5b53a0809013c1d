# Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def generic_000002_f0(p0: Any, p1: Any):
    v0 = -(p0)
    v1 = (p0 * v0)
    v2 = p1.x
    return p1


@wp.kernel
def generic_000002_t(radius: Any, contact_densities: wp.array[Any], contact_normals: wp.array[Any], contact_costs: wp.array[Any], contact_residuals: wp.array[Any]):
    tid = wp.tid()
    if tid >= contact_costs.shape[0]:
        return
    v10 = float(0.0)
    v3 = contact_densities[tid]
    v4 = contact_normals[tid]
    v5 = v3
    v6 = (type(radius)(1.3) * v5)
    for j7 in range(4):
        v3 = v3 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))
        v8 = v4
        v10 += v8[0] + v8[1] + v8[2]
    v9 = generic_000002_f0((v3 + v3), wp.vector(type(radius)(0.238), type(radius)(-1.8), type(radius)(-0.536)))
    contact_costs[tid] = v5 + v6 + v3 + v3 * type(radius)(1.24) + v10 + v4[0] + v4[1] + v4[2]
    contact_residuals[tid] = v5 + v6 + v3 + type(radius)(1.4) * type(radius)(2.0) + v9[0] + v9[1] + v9[2]


generic_000002 = wp.overload(generic_000002_t, {"radius": float, "contact_densities": wp.array[float], "contact_normals": wp.array[wp.vec3], "contact_costs": wp.array[float], "contact_residuals": wp.array[float]})
