# Generated for case scalar_param-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.struct
class S0:
    c0: wp.vec3
    b1: wp.vec3
    d2: wp.vec3


@wp.func
def scalar_param_000002_f0(p0: S0, p1: float):
    v0 = (p1 * p1)
    v1 = (v0 + -1.683)
    if p1 <= v0:
        return p0.b1
    return wp.normalize(p0.c0) + wp.vec3(v1)


@wp.kernel(enable_backward=False)
def scalar_param_000002_t(joint_phases: wp.array[Any], joint_temperatures: wp.array[Any], params: S0, relaxation: float, offset: int, n: int, accumulated_mass: wp.array[Any], joint_energies: wp.array[Any], joint_records_out: wp.array[S0]):
    tid = wp.tid()  # one thread per element
    v2 = joint_phases[tid]
    v3 = joint_temperatures[tid]
    v4 = wp.vec3(relaxation, relaxation, relaxation)
    v5 = scalar_param_000002_f0(S0(params.c0, wp.vec3(-1.402, 1.308, -1.504), params.b1), relaxation)
    joint_records_out[tid] = params
    # outputs
    joint_energies[tid] = v2 + v3 + relaxation + v3 * 1.57 + v4[0] + v4[1] + v4[2] + v5[0] + v5[1] + v5[2]


scalar_param_000002 = wp.overload(scalar_param_000002_t, {"joint_phases": wp.array[float], "joint_temperatures": wp.array[float], "accumulated_mass": wp.array[float], "joint_energies": wp.array[float]})
