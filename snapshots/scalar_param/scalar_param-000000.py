# Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], scale: wp.vec3, damping: wp.vec3, radius: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any], shape_scores: wp.array[Any]):
    tid = wp.tid()
    if tid >= shape_temperatures.shape[0]:
        return
    v0 = shape_temperatures[tid]
    v1 = shape_positions[tid]
    v2 = shape_phases[tid]
    v3 = wp.length(v1)
    shape_residuals[tid] = v0 + v2 + v3 + v0 * 0.93 + v1[0] + v1[1] + v1[2]
    shape_scores[tid] = v0 + v2 + v3 + v0 * 0.86


scalar_param_000000 = wp.overload(scalar_param_000000_t, {"shape_temperatures": wp.array[float], "shape_positions": wp.array[wp.vec3], "shape_phases": wp.array[float], "accumulated_mass": wp.array[float], "shape_residuals": wp.array[float], "shape_scores": wp.array[float]})
