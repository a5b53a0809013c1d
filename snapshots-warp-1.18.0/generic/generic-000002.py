# Generated for case generic-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


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
    return v3 + p2


@wp.kernel
def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_impulses: wp.array[Any]):
    tid = wp.tid()
    v5 = sample_temperatures[tid]
    v6 = sample_displacements[tid]
    v7 = v6
    v8 = generic_000002_f0(v6)
    v9 = generic_000002_f1((wp.vector(type(stiffness)(-1.765), type(stiffness)(1.206), type(stiffness)(-1.72)) / (wp.abs(stiffness) + type(stiffness)(1.0))), generic_000002_f1(v7, stiffness, v5), v5)
    sample_residuals[tid] = v5 + stiffness + v9 + stiffness * type(stiffness)(0.11)
    sample_impulses[tid] = v6 + v7 + v8 + wp.vector(type(stiffness)(1.31), type(stiffness)(1.66), type(stiffness)(-1.42)) * type(stiffness)(0.19)


generic_000002 = wp.overload(generic_000002_t, {"stiffness": float, "sample_temperatures": wp.array[float], "sample_displacements": wp.array[wp.vec3], "sample_residuals": wp.array[float], "sample_impulses": wp.array[wp.vec3]})
