# Generated for case combined-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def combined_000001(x0: wp.array(dtype=wp.vec3), s0: wp.mat33, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = wp.trace(wp.outer(v0, v0))
    if (s1 * v1) <= wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.22, -0.535, -0.871)), 0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.29, 0.173, 1.165)), -0.3)):
        s0 = s0 * 0.5 + s0 * 0.1
        if wp.log10(wp.abs(-1.7) + 1.0) <= wp.clamp(s1, -0.77, 1.0):
            s1 = s1 + wp.cos(s0[1, 2])
            v0 = v0 + wp.normalize(wp.vec3(wp.pow(wp.abs(s1) + 1.0, wp.clamp(-1.0, -2.0, 2.0)), float(tid), wp.length_sq(wp.vec3(1.474, 1.92, 1.2)))) * 1.32
            v1 = v1 + wp.sin(s1)
        elif v1 <= (-0.37 / (wp.abs(s1) + 1.0)):
            s0 = s0 * 0.5 + s0 * 0.1
            v2 = wp.clamp(s1, -1.72, 0.13)
        elif (s1 <= v1) and (v1 <= v1):
            v1 = v1 + wp.cos(wp.atan(v1))
        elif not ((s1 >= v1) and (s1 >= s1) or 0.928 <= v1):
            s1 = s1 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) * s1))
            v3 = wp.step((wp.cos(v1) / (wp.abs(wp.tan(wp.clamp(-1.0, -1.2, 1.2))) + 1.0))) * v1
    elif wp.cbrt(s1) > wp.log10(wp.abs(s1) + 1.0):
        v0 = v0 + wp.normalize(((v1 * v1) * (s1 * wp.vec3(-0.434, 0.172, 1.51)))) * 0.22
        s0 = s0 * 0.5 + wp.diag(wp.vec3(0.53, 1.55, -0.191)) * 0.1
    elif (v1 < s1) and (s1 > s1):
        v1 = v1 + wp.sin((wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.98, -1.6, -0.764)), 1.972), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.61, 1.46, 1.0)), -0.667)) - (s1 * s1)))
    elif wp.trace(s0) >= wp.dot(wp.vec3(-0.6, 0.524, -1.771), wp.vec3(-1.61, -0.6, 0.82)):
        v0 = v0 + wp.normalize(((wp.vec3(-1.49, 0.5, 0.182) + v0) * (-1.8 + s1))) * 1.54
        wp.atomic_add(acc0, 0, v1)
    for j1 in range(6):
        s0 = s0 * 0.5 + s0 * 0.1
    v4 = v1
    w5 = int(0)
    while w5 < 3:
        w5 = w5 + 1
        s1 = s1 + wp.sin(-0.92)
        v6 = (wp.quat_rotate((wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.48, 1.0, 1.1)), 1.654) * wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.74, -1.75, 1.662)), 0.43)), wp.vec3(v4, 0.93, v1)) + (v1 * wp.cw_mul(v0, v0)))
        v4 = v4 + wp.cos(wp.length_sq(wp.vec3(s1, v4, 1.4)))
    v7 = (wp.clamp((s1 + s1), -1.86, 0.12) * wp.dot(wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), s1), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, 0.2, 0.1)), -0.965)))
    v8 = (wp.outer(wp.normalize(wp.vec3(0.5, -1.171, 1.7)), (s0 @ v0)) @ v0)
    out0[tid] = v1 + v4 + v7 + (float(tid) / (wp.abs(-1.08) + 1.0)) * 0.61
    out1[tid] = v1 + v4 + v7 + wp.length((wp.vec2(-0.281, -1.0) + wp.vec2(0.9, -1.575))) * 1.58
