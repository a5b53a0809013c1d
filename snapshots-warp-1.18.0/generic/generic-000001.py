# Generated for case generic-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000001_f0(p0: Any, p1: Any):
    v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))
    v1 = (p1 + p1)
    v2 = v1
    v3 = p1 + v1 + v2
    return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0)))) + p0 + wp.vector(v3, v3, v3)


@wp.func
def generic_000001_f1(p0: Any, p1: Any):
    v4 = generic_000001_f0(p0, p1)
    return wp.cross(v4, wp.vector(type(p1)(-0.6), type(p1)(-0.396), type(p1)(1.233)))


@wp.func
def generic_000001_f2(p0: Any):
    v5 = wp.sin(p0)
    return (wp.vector(type(p0)(-0.1), type(p0)(0.47), type(p0)(-0.0))).x + p0 + v5


@wp.kernel
def generic_000001_t(scale: Any, element_weights: wp.array[Any], element_normals: wp.array[Any], element_pressures: wp.array[Any], element_costs: wp.array[Any], element_scores: wp.array[Any], num_elements: int):
    """Update element costs and element scores from element weights, element normals and element pressures."""
    tid = wp.tid()  # thread index
    if tid >= num_elements:
        return
    v6 = element_weights[tid]
    v7 = element_normals[tid]
    v8 = element_pressures[tid]
    v9 = generic_000001_f2(v6)
    v10 = v7
    v11 = generic_000001_f0((v8 * v7), wp.clamp(v9, type(scale)(-1.2), type(scale)(1.01)))
    v12 = generic_000001_f1(generic_000001_f0(v7, scale), (v9 + scale))
    element_costs[tid] = v8 + scale + v9 + v9 * type(scale)(0.65) + v7[0] + v7[1] + v7[2] + v11[0] + v11[1] + v11[2]
    # outputs
    element_scores[tid] = v8 + scale + v9 + type(scale)(0.83) * type(scale)(1.64) + v10[0] + v10[1] + v10[2] + v12[0] + v12[1] + v12[2]


generic_000001 = wp.overload(generic_000001_t, {"scale": float, "element_weights": wp.array[float], "element_normals": wp.array[wp.vec3], "element_pressures": wp.array[float], "element_costs": wp.array[float], "element_scores": wp.array[float]})
