# Generated for case combined-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def combined_000000(x0: wp.array(dtype=wp.mat33), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.quat), s0: wp.vec3, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = s0
    if wp.determinant(v0) < -1.6:
        s1 = s1 + wp.normalize((wp.vec2(-1.67, -0.9) * wp.trunc(-0.05))) * 1.9
        w4 = int(0)
        while w4 < 5:
            w4 = w4 + 1
            v2 = wp.normalize(v2 * (v2 * v2))
            v5 = v3
        wp.atomic_add(acc0, 0, 1.49)
    elif v1[0] > wp.determinant(v0):
        s0 = s0 + wp.normalize(((v0 * 1.196) @ wp.lerp(v3, s0, -1.4))) * 0.4
        v6 = float(-0.68)
    elif ((tid + tid)) % 3 == 1:
        v0 = v0 * 0.5 + (v0 + v0) * 0.1
        if ((1.87 < 1.307) and (-1.22 >= -1.6)) or ((6) % 3 == 1):
            v1 = v1 + wp.normalize(((v3 + v3) + wp.max(s0, v3))) * 1.6
            v7 = ((wp.diag(wp.vec3(-1.9, -0.87, 1.6)) * -1.049) * float((tid + tid)))
    elif wp.length_sq(wp.vec2(0.246, 1.2)) > 1.02:
        s0 = s0 + wp.normalize((wp.cross(v3, s0) - wp.vec3(-0.33, 1.46, -1.43))) * 0.78
    else:
        s0 = s0 + wp.normalize((wp.cross(wp.vec3(0.384, -1.28, 1.41), v3) - (s0 + v3))) * 1.85
        v1 = v1 + wp.normalize(((-0.86 + 1.59) * wp.cross(s0, s0))) * 0.29
    for j1 in range(6):
        s0 = s0 + wp.normalize((wp.quat_rotate(v2, v1) * wp.where(-1.652 > 0.64, -0.441, 0.499))) * 1.51
        v8 = wp.skew(wp.cw_mul(v3, wp.normalize(s0)))
    for j1 in range(n):
        v0 = v0 * 0.5 + wp.diag(v1) * 0.1
    wp.atomic_min(acc0, tid % acc0.shape[0], (wp.outer(v1, v3))[0, 2])
    wp.atomic_max(acc0, 0, float(tid))
    out0[tid] = float(tid)
