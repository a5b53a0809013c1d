# Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def combined_000002(x0: wp.array(dtype=wp.mat33), s0: wp.vec3, s1: wp.mat33, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = wp.diag(wp.lerp((s0 + s0), (s0 + s0), 0.0))
    if wp.where(1.8 > 1.201, -0.792, 1.54) > wp.frac(-1.7):
        v1 = v1 * 0.5 + v0 * 0.1
        wp.atomic_max(acc0, 0, 0.662)
    elif (tid) % 3 == 0:
        s0 = s0 + wp.normalize(wp.normalize(wp.max(s0, wp.vec3(-0.61, 1.652, -0.06)))) * 1.68
        v2 = ((v1 @ wp.normalize(s0)) * (-1.62 / (wp.abs(float(tid)) + 1.0)))
    else:
        v1 = v1 * 0.5 + x0[(tid + 1) % x0.shape[0]] * 0.1
        s1 = s1 * 0.5 + (wp.diag(wp.vec3(1.941, -1.326, 0.49)) @ v0) * 0.1
    if (-1.9 * -0.7) <= wp.min(-0.2, 0.15):
        s1 = s1 * 0.5 + wp.diag(wp.vec3(-0.9, -1.8, -0.2)) * 0.1
    else:
        s0 = s0 + wp.normalize(wp.normalize(wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.7, 0.38, 0.06)), -0.32), wp.vec3(-1.17, 0.66, 0.4)))) * 1.16
        if (not (1.96 <= -1.8 or 0.4 <= -0.985)) or ((tid) % 3 == 1):
            s1 = s1 * 0.5 + (wp.diag(wp.vec3(0.143, 0.92, -0.002)) @ v0) * 0.1
            s0 = s0 + wp.normalize((1.1 * s0)) * 1.48
            s0 = s0 + wp.normalize(s0) * 1.27
        else:
            v1 = v1 * 0.5 + (v1 @ wp.diag(wp.vec3(-1.483, 1.7, 0.02))) * 0.1
            v3 = wp.length_sq((wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6, -1.146, -0.7)), -1.0), s0) * wp.exp(wp.clamp(0.1, -4.0, 4.0))))
            v1 = v1 * 0.5 + (wp.identity(n=3, dtype=float) * -1.337 * v3) * 0.1
        s0 = s0 + wp.normalize(wp.lerp((s0 + s0), s0, 0.207)) * 0.31
    for j1 in range(5):
        s1 = s1 * 0.5 + v0 * 0.1
    w4 = int(0)
    while w4 < 4:
        w4 = w4 + 1
        s1 = s1 * 0.5 + s1 * 0.1
        wp.atomic_max(acc0, (tid * 3) % acc0.shape[0], wp.log2(wp.abs(-0.68) + 1.0))
    out0[tid] = (-1.24 - wp.dot(wp.vec2(0.6, 0.2), wp.vec2(0.28, -1.8)))
