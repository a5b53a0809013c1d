# Generated for case struct-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.struct
class S0:
    b0: wp.mat22
    w1: wp.quat
    b2: wp.quat


@wp.func
def struct_000002_f0(p0: wp.mat22, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:
    v0 = arr[idx % arr.shape[0]]
    s1 = S0(p0, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.73, -0.86, -0.62)), -1.11), wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), v0))
    v2 = (v0 * p1)
    s1.b0[1, 0] = wp.sin(v0)
    if v0 < 1.3:
        return wp.normalize(v2)
    return ((v2 / (wp.abs(v0) + 1.0)) - p1) + wp.vec3(wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(s1.b0, wp.mat22(1.0)) + s1.w1[0] + s1.w1[1] + s1.w1[2] + s1.w1[3] + s1.b2[0] + s1.b2[1] + s1.b2[2] + s1.b2[3])


@wp.kernel
def struct_000002_t(joint_phases: wp.array(dtype=Any), config: S0, total_counts: wp.array(dtype=Any), joint_energies: wp.array(dtype=Any), num_joints: int):
    tid = wp.tid()  # thread index
    if tid >= num_joints:
        return  # past the end of the arrays
    v3 = joint_phases[tid]
    _old4 = wp.atomic_min(total_counts, 0, struct_000002_f0(config.b0, struct_000002_f0(config.b0, wp.vec3(-1.7, 1.412, 0.264), joint_phases, wp.abs(tid)), joint_phases, wp.abs(int(wp.floor(wp.clamp(v3, -100.0, 100.0))))))
    v5 = tid
    s6 = S0()
    s6.b0 = wp.diag(wp.vec2(-1.017, 1.8))
    s6.w1 = wp.quat_from_axis_angle(wp.normalize(wp.quat_rotate(config.b2, wp.vec3(-0.256)) + wp.vec3(0.0, 0.0, 2.5)), (-0.7 if v3 > -0.854 else v3))
    s6.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.3, 1.492, 0.78) + wp.vec3(0.0, 0.0, 2.5)), (v3 - -1.8))
    s7 = S0()
    s7.b0 = s6.b0
    s7.w1 = config.w1
    s7.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, -1.63, -0.4) + wp.vec3(0.0, 0.0, 2.5)), wp.cbrt(v3))
    # write the results
    joint_energies[tid] = v3 + v3 * 1.22 + float(v5) + wp.ddot(s6.b0, wp.mat22(1.0)) + s6.w1[0] + s6.w1[1] + s6.w1[2] + s6.w1[3] + s6.b2[0] + s6.b2[1] + s6.b2[2] + s6.b2[3] + wp.ddot(s7.b0, wp.mat22(1.0)) + s7.w1[0] + s7.w1[1] + s7.w1[2] + s7.w1[3] + s7.b2[0] + s7.b2[1] + s7.b2[2] + s7.b2[3]


struct_000002 = wp.overload(struct_000002_t, {"joint_phases": wp.array(dtype=float), "total_counts": wp.array(dtype=wp.vec3), "joint_energies": wp.array(dtype=float)})
