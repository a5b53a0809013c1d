# Generated for case struct-000002 with warp-lang 1.18.0. Do not edit.
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
    return wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0))


@wp.kernel
def struct_000002(sample_phases: wp.array[float], sample_data: wp.array[S0], sample_new_rotations: wp.array[wp.quat], sample_scores: wp.array[float], sample_states_out: wp.array[S0]):
    tid = wp.tid()  # launch index
    if tid >= sample_phases.shape[0]:
        return  # past the end of the arrays
    v1 = sample_phases[tid]
    e2 = sample_data[tid]
    s3 = S0()
    s3.b0 = s3.b0
    s3.w1 = e2.b2
    s3.b2 = e2.b2
    v4 = wp.mod(-0.7, wp.abs(v1) + 1.0)
    v5 = wp.vec3(0.57, -0.891, 0.8)
    v6 = struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.3, 1.161, 1.68)), -0.4))
    sample_states_out[tid] = s3
    sample_new_rotations[tid] = wp.normalize(s3.w1 * v6 * v6)
    # write the results
    sample_scores[tid] = v1 + v4 + v1 * 0.52
