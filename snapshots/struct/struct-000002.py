# Generated for case struct-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.struct
class S0:
    b0: wp.mat22
    w1: wp.quat
    b2: wp.quat


@wp.func
def struct_000002_f0(p0: S0, p1: wp.quat):
    p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize(wp.vec2(-0.62, -1.11)), wp.normalize(wp.vec2(-1.45, -1.76))) * 1.43
    v0 = float(-1.22)
    return wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))


@wp.kernel
def struct_000002_t(joint_phases: wp.array(dtype=Any), joint_data: wp.array(dtype=S0), total_counts: wp.array(dtype=Any), joint_forces: wp.array(dtype=Any), joint_impulses: wp.array(dtype=Any), joint_states_out: wp.array(dtype=S0), num_joints: int):
    tid = wp.tid()  # thread index
    if tid >= num_joints:
        return  # past the end of the arrays
    v1 = joint_phases[tid]
    e2 = joint_data[tid]
    s3 = S0(b0=e2.b0, w1=struct_000002_f0(S0(e2.b0, e2.w1, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.75, -1.741, 1.51)), 0.1)), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.163, -1.1, -1.562) + wp.vec3(0.0, 0.0, 2.5)), v1)), b2=struct_000002_f0(S0(e2.b0, e2.w1, e2.w1), e2.b2))
    v4 = wp.atan2(v1, wp.abs(v1) + 0.5)
    v5 = wp.vec3(-0.854, 1.81, -0.4)
    s3.w1 = wp.normalize(s3.w1 * wp.quat_from_axis_angle(wp.normalize(v5 + wp.vec3(0.0, 0.0, 2.5)), v1))
    joint_states_out[tid] = S0(s3.b0, struct_000002_f0(S0(b0=wp.diag(wp.vec2(-0.56, -1.0)), w1=e2.w1, b2=e2.b2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.84, 1.046, 1.18)), 1.333)), struct_000002_f0(e2, struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.96, -1.37, 1.5)), 1.5))))
    joint_forces[tid] = v5 + v5 * 0.72 + wp.vec3(wp.sin(v1)) + wp.vec3(v4)
    joint_impulses[tid] = v5 + v5 * 0.82 + wp.vec3(wp.sin(v1))
    # outputs
    joint_impulses[tid].z -= wp.sin((v1 * v4))


struct_000002 = wp.overload(struct_000002_t, {"joint_phases": wp.array(dtype=float), "total_counts": wp.array(dtype=float), "joint_forces": wp.array(dtype=wp.vec3), "joint_impulses": wp.array(dtype=wp.vec3)})
