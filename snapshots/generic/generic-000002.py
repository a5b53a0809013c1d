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
    v3 = p0 + v0 + v1 + v2
    return p1 + wp.vector(v3, v3, v3)


@wp.kernel
def generic_000002_t(radius: Any, contact_densities: wp.array[Any], contact_normals: wp.array[Any], contact_costs: wp.array[Any], contact_residuals: wp.array[Any]):
    tid = wp.tid()
    if tid >= contact_costs.shape[0]:
        return
    v11 = float(0.0)
    v4 = contact_densities[tid]
    v5 = contact_normals[tid]
    v6 = v4
    v7 = (type(radius)(1.3) * v6)
    for j8 in range(4):
        v4 = v4 + wp.sin((wp.abs(type(radius)(0.367)) - wp.length(wp.vector(type(radius)(-0.4), type(radius)(-0.97), type(radius)(-0.2)))))
        v9 = v5
        v11 += v9[0] + v9[1] + v9[2]
    v10 = generic_000002_f0((v4 + v4), wp.vector(type(radius)(0.238), type(radius)(-1.8), type(radius)(-0.536)))
    contact_costs[tid] = v6 + v7 + v4 + v4 * type(radius)(1.24) + v11 + v5[0] + v5[1] + v5[2]
    contact_residuals[tid] = v6 + v7 + v4 + type(radius)(1.4) * type(radius)(2.0) + v10[0] + v10[1] + v10[2]


generic_000002 = wp.overload(generic_000002_t, {"radius": float, "contact_densities": wp.array[float], "contact_normals": wp.array[wp.vec3], "contact_costs": wp.array[float], "contact_residuals": wp.array[float]})
