# Generated for case struct-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.struct
class S0:
    b0: wp.mat22
    w1: wp.quat
    b2: wp.quat


@wp.func
def struct_000002_f0(p0: S0, p1: wp.quat):
    p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize(wp.vec2(-0.62, -1.11)), wp.normalize(wp.vec2(-1.45, -1.76))) * 1.43
    v0 = float(-1.22)
    return wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.ddot(p0.b0, wp.mat22(1.0)) + p0.w1[0] + p0.w1[1] + p0.w1[2] + p0.w1[3] + p0.b2[0] + p0.b2[1] + p0.b2[2] + p0.b2[3] + p1[0] + p1[1] + p1[2] + p1[3] + v0))


@wp.kernel
def struct_000002(sample_phases: wp.array[float], sample_data: wp.array[S0], total_counts: wp.array[float], sample_forces: wp.array[wp.vec3], sample_impulses: wp.array[wp.vec3], sample_states_out: wp.array[S0], num_samples: int):
    tid = wp.tid()  # thread index
    if tid >= num_samples:
        return  # past the end of the arrays
    v1 = sample_phases[tid]
    e2 = sample_data[tid]
    s3 = S0(b0=e2.b0, w1=struct_000002_f0(S0(e2.b0, e2.w1, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.75, -1.741, 1.51)), 0.1)), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.163, -1.1, -1.562) + wp.vec3(0.0, 0.0, 2.5)), v1)), b2=struct_000002_f0(S0(e2.b0, e2.w1, e2.w1), e2.b2))
    v4 = wp.atan2(v1, wp.abs(v1) + 0.5)
    v5 = wp.vec3(-0.854, 1.81, -0.4)
    s3.w1 = wp.normalize(s3.w1 * wp.quat_from_axis_angle(wp.normalize(v5 + wp.vec3(0.0, 0.0, 2.5)), v1))
    sample_states_out[tid] = S0(s3.b0, struct_000002_f0(S0(b0=wp.diag(wp.vec2(-0.56, -1.0)), w1=e2.w1, b2=e2.b2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.84, 1.046, 1.18)), 1.333)), struct_000002_f0(e2, struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.96, -1.37, 1.5)), 1.5))))
    sample_forces[tid] = v5 + v5 * 0.72 + wp.vec3(wp.sin(v1)) + wp.vec3(wp.ddot(s3.b0, wp.mat22(1.0)) + s3.w1[0] + s3.w1[1] + s3.w1[2] + s3.w1[3] + s3.b2[0] + s3.b2[1] + s3.b2[2] + s3.b2[3])
    sample_impulses[tid] = v5 + v5 * 0.82 + wp.vec3(wp.sin(v1)) + wp.vec3(v4)
    # outputs
    sample_impulses[tid].z -= wp.sin((v1 * v4))
