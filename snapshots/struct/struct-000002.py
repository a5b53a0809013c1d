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
        return (wp.vec3(1.15, -1.96, 1.93) - wp.vec3(-0.8, -1.0, -1.5))
    return (wp.min(wp.vec3(-1.02, -1.7, 1.412), wp.vec3(0.19, 1.2, 0.1)) - wp.vec3(0.163, -1.1, -1.562))


@wp.kernel
def struct_000002(x0: wp.array(dtype=float), aS0: wp.array(dtype=S0), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v1 = x0[tid]
    e2 = aS0[tid]
    v3 = wp.vec3((wp.quat_rotate(e2.b2, wp.vec3(-0.256)))[2], (wp.tan(wp.clamp(v1, -1.2, 1.2)) if (v1 > v1) and (v1 <= v1) else v1), wp.length_sq((wp.vec3(0.81) / (wp.abs(v1) + 1.0))))
    v4 = wp.erfc(wp.radians(wp.dot(v3, v3)))
    e2.b0 = e2.b0 * 0.5 + wp.outer(wp.normalize(wp.vec2(1.87, -1.723)), wp.normalize(wp.min(wp.vec2(-0.166, 1.62), wp.vec2(1.478)))) * 0.42
    v5 = struct_000002_f0(S0(b0=e2.b0, w1=e2.w1, b2=e2.b2), wp.quat_from_axis_angle(wp.normalize(v3 + wp.vec3(0.0, 0.0, 2.5)), v1))
    out0[tid] = v1 + v4 + (abs(v4) - v4) * 1.95
    out1[tid] = v3 + v5 + wp.min(wp.vec3(-0.342), (v5 - v5)) * 1.91
