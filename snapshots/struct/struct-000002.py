# Generated for case struct-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.struct
class S0:
    b0: wp.mat22
    w1: wp.quat
    b2: wp.quat


@wp.func
def struct_000002_f0(p0: S0, p1: wp.quat):
    p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize((wp.vec2(0.3) / (wp.abs(1.42) + 1.0))), wp.normalize((wp.vec2(0.32, 1.9) + wp.vec2(-0.9, -1.0)))) * 0.36
    s0 = S0()
    s0.b0 = s0.b0
    s0.w1 = wp.quat_from_axis_angle(wp.normalize((wp.vec3(1.5, 1.1, 0.85) / (wp.abs(-1.22) + 1.0)) + wp.vec3(0.0, 0.0, 2.5)), (-1.81 / (wp.abs(1.4) + 1.0)))
    s0.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.211, 0.81, 1.77) + wp.vec3(0.0, 0.0, 2.5)), (0.15 * -0.922))
    if -1.77 <= 1.7:
        return wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.15, -1.96, 1.93) + wp.vec3(0.0, 0.0, 2.5)), 0.44)
    return wp.quat_from_axis_angle(wp.normalize(-(wp.vec3(-1.11)) + wp.vec3(0.0, 0.0, 2.5)), (wp.vec3(-1.7, 1.412, 0.264))[2])


@wp.kernel
def struct_000002(x0: wp.array(dtype=float), aS0: wp.array(dtype=S0), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v1 = x0[tid]
    e2 = aS0[tid]
    v3 = wp.cw_mul(wp.vec3(0.852, 0.83, 1.595), (wp.vec3(0.6, -1.9, 1.4) / (wp.abs(e2.b0[0, 1]) + 1.0)))
    s4 = S0()
    s4.b0 = s4.b0
    s4.w1 = s4.w1
    s5 = S0()
    s5.b0 = s5.b0
    s5.w1 = struct_000002_f0(S0(b0=s4.b0, w1=wp.quat_identity(), b2=e2.w1), struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.2, -0.56, -1.0)), -0.7)))
    s5.b2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.44, 0.261, -0.2) + wp.vec3(0.0, 0.0, 2.5)), (-1.5 + v1))
    v6 = (v1 + v1)
    s7 = S0()
    s7.b0 = e2.b0
    s7.w1 = e2.b2
    out0[tid] = v3 + wp.vec3(v1, (v6 * v6), x0[(tid + 3) % x0.shape[0]]) * 0.37
    out1[tid] = v3 + ((v3 / (wp.abs(v1) + 1.0)) / (wp.abs((v1 / (wp.abs(v6) + 1.0))) + 1.0)) * 1.29
