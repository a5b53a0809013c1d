# Generated for case scalar_param-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import enum
from typing import Any

import warp as wp


class JointKind(enum.IntEnum):
    FIXED = 0
    REVOLUTE = 1
    PRISMATIC = 2


@wp.func
def scalar_param_000000_f0(p0: float, p1: float, arr: wp.array[float], idx: int):
    v0 = arr[idx % arr.shape[0]]
    v1 = wp.abs(p0)
    return v1 + p0 + p1 + v0 + float(idx), wp.vec3(1.2, 1.7, 1.7)


@wp.kernel
def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], mode: int, scale: wp.vec3, damping: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any]):
    tid = wp.tid()
    if tid >= shape_positions.shape[0]:
        return
    v2 = shape_temperatures[tid]
    v3 = shape_positions[tid]
    v4 = shape_phases[tid]
    gain5 = 1.0
    if mode == JointKind.PRISMATIC:
        gain5 = 0.11
    wp.atomic_add(accumulated_mass, 0, ((v4 * 0.4) + v4))
    for j6 in range(n):
        gain5 = gain5 + wp.sin(v2)
    v7 = wp.lerp(v4, v4, 0.25)
    v8, v9 = scalar_param_000000_f0((gain5 + v2), wp.rint(v4), shape_phases, wp.abs((-4)))
    shape_residuals[tid] = gain5 + v7 + v8 + v8 * 1.21 + v3[0] + v3[1] + v3[2] + v9[0] + v9[1] + v9[2]


scalar_param_000000 = wp.overload(scalar_param_000000_t, {"shape_temperatures": wp.array[float], "shape_positions": wp.array[wp.vec3], "shape_phases": wp.array[float], "accumulated_mass": wp.array[float], "shape_residuals": wp.array[float]})
