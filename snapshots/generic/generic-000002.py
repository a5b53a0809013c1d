# Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000002_f0(p0: Any, p1: Any):
    v0 = -(p0)
    v1 = (p0 * v0)
    v2 = p1.x
    return p1


@wp.kernel
def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_distances: wp.array[Any]):
    tid = wp.tid()
    v10 = float(0.0)
    v3 = sample_temperatures[tid]
    v4 = sample_displacements[tid]
    v5 = v3
    v6 = (type(stiffness)(1.3) * v5)
    for j7 in range(4):
        v3 = v3 + wp.sin((wp.abs(type(stiffness)(0.367)) - wp.length(wp.vector(type(stiffness)(-0.4), type(stiffness)(-0.97), type(stiffness)(-0.2)))))
        v8 = v4
        v10 += v8[0] + v8[1] + v8[2]
    v9 = generic_000002_f0((v3 + v3), wp.vector(type(stiffness)(0.238), type(stiffness)(-1.8), type(stiffness)(-0.536)))
    sample_residuals[tid] = v5 + v6 + v3 + v3 * type(stiffness)(1.24) + v10 + v4[0] + v4[1] + v4[2]
    sample_distances[tid] = v5 + v6 + v3 + type(stiffness)(1.4) * type(stiffness)(2.0) + v9[0] + v9[1] + v9[2]


generic_000002 = wp.overload(generic_000002_t, {"stiffness": float, "sample_temperatures": wp.array[float], "sample_displacements": wp.array[wp.vec3], "sample_residuals": wp.array[float], "sample_distances": wp.array[float]})
