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
def struct_000002_f0(p0: wp.mat22, p1: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:
    v0 = arr[idx % arr.shape[0]]
    s1 = S0(p0, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.73, -0.86, -0.62)), -1.11), wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), v0))
    v2 = (v0 * p1)
    s1.b0[1, 0] = wp.sin(v0)
    if v0 < 1.3:
        return wp.normalize(v2)
    return ((v2 / (wp.abs(v0) + 1.0)) - p1)


@wp.kernel
def struct_000002(sample_phases: wp.array[float], config: S0, total_counts: wp.array[wp.vec3], sample_energies: wp.array[float], num_samples: int):
    tid = wp.tid()  # thread index
    if tid >= num_samples:
        return  # past the end of the arrays
    v3 = sample_phases[tid]
    _old4 = wp.atomic_min(total_counts, 0, struct_000002_f0(config.b0, struct_000002_f0(config.b0, wp.vec3(-1.7, 1.412, 0.264), sample_phases, tid), sample_phases, int(wp.floor(wp.clamp(v3, -100.0, 100.0)))))
    v5 = tid
    s6 = S0()
    s6.b0 = wp.diag(wp.vec2(-1.017, 1.8))
    s6.w1 = wp.quat_from_axis_angle(wp.normalize(wp.quat_rotate(s6.b2, wp.vec3(-0.256)) + wp.vec3(0.0, 0.0, 2.5)), (-0.7 if v3 > -0.854 else v3))
    s6.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.3, 1.492, 0.78) + wp.vec3(0.0, 0.0, 2.5)), (v3 - -1.8))
    s7 = S0()
    s7.b0 = s7.b0
    s7.w1 = s6.b2
    s7.b2 = s7.w1
    # write the results
    sample_energies[tid] = v3 + v3 * 0.39 + float(v5)
