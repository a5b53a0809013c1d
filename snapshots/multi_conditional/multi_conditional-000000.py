# Generated for case multi_conditional-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.lerp(v1, wp.vec2(1.2, 0.72), v2)
    if (v0 + v0) < (v0 + 0.762):
        v0 = v0 + wp.sin(wp.dot(wp.normalize(v1), x1[(tid + 5) % x1.shape[0]]))
        v4 = wp.vec2(-0.47, 0.77)
    else:
        v3 = v3 + wp.normalize(((v3 - v1) * wp.where(0.105 >= v2, v0, v2))) * 1.49
    if v0 < wp.length_sq(v1):
        v0 = v0 + wp.sin(wp.sqrt(wp.abs(wp.atan(-1.02)) + 0.5))
        v5 = v0
    elif (1) % 3 == 0:
        v1 = v1 + wp.normalize(v1) * 1.49
    elif ((tid) % 3 == 0) or ((tid) % 4 == 1):
        v1 = v1 + wp.normalize(((v0 * v0) * (v1 + wp.vec2(0.5, 0.25)))) * 0.11
    else:
        v3 = v3 + wp.normalize(wp.cw_mul((v0 * v1), wp.where(v0 > -1.9, v1, v3))) * 0.43
        v6 = wp.max(v3, wp.max(x1[(tid + 3) % x1.shape[0]], wp.vec2(-0.181, -1.6)))
        if not (v0 < v0 or v2 >= v0):
            v1 = v1 + wp.normalize(wp.vec2(-0.7, 0.4)) * 0.51
        elif (not (v0 > v0 and v2 > v0)) and (not (v2 >= -0.537 and v2 < v2)):
            v3 = v3 + wp.normalize((wp.normalize(v1) - (v6 - v6))) * 0.82
        elif ((tid) % 2 == 1) or ((v2 <= v0) and (v2 < v2)):
            v2 = v2 + wp.cos((wp.length(v3) - v2))
            if (v0 < v2) and ((tid) % 4 == 0):
                v3 = v3 + wp.normalize(wp.cw_mul(v1, (v6 * v2))) * 0.27
                v3 = v3 + wp.normalize(((v1 - v6) * (2.0 * v0))) * 0.34
                v2 = v2 + wp.tanh((x0[(tid + 5) % x0.shape[0]] + wp.floor(v0)))
            else:
                v6 = v6 + wp.normalize(((v1 - v1) + (v6 - wp.vec2(-1.0, -0.4)))) * 0.79
                v7 = wp.where(((wp.abs(tid) % 3)) % 2 == 0, x2[(tid + 2) % x2.shape[0]], float(tid))
            if wp.acos(wp.clamp(v0, -0.9, 0.9)) < (v2 - -0.8):
                v0 = v0 + wp.cos(x2[(tid + 1) % x2.shape[0]])
                v0 = v0 + wp.tanh(v2)
            else:
                v6 = v6 + wp.normalize(v6) * 1.05
        elif (v2 < v0) and (v2 <= v2):
            v6 = v6 + wp.normalize(((v6 - v6) + wp.lerp(v6, v3, v0))) * 1.4
        else:
            v1 = v1 + wp.normalize(wp.min(wp.vec2(v2, v2), v1)) * 0.23
            if (v0 + v2) <= (-0.68 / (wp.abs(v0) + 1.0)):
                v2 = v2 + wp.cos((wp.log(wp.abs(v0) + 1.0) - wp.dot(v6, v1)))
                v8 = (wp.vec2(x2[(tid + 3) % x2.shape[0]], (v0 * v2)) + x1[(tid + 5) % x1.shape[0]])
                v1 = v1 + wp.normalize(wp.vec2((-1.33 + v2), wp.min(v0, v0))) * 1.38
            elif ((wp.abs(tid) % 7)) % 4 == 1:
                v1 = v1 + wp.normalize(v6) * 0.11
            else:
                v6 = v6 + wp.normalize(wp.min(v1, v1)) * 1.9
            if wp.cos(v0) > wp.lerp(v2, v2, 0.25):
                v3 = v3 + wp.normalize((wp.cosh(wp.clamp(v2, -4.0, 4.0)) * x1[(tid + 4) % x1.shape[0]])) * 2.0
                v9 = wp.lerp((wp.clamp(v2, -1.27, 1.54) * wp.normalize(v3)), ((v3 * v0) - v1), v2)
            else:
                v0 = v0 + wp.tanh(v0)
    if wp.where(v2 >= 0.51, v2, v2) < (v0 / (wp.abs(v0) + 1.0)):
        v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.81
    else:
        v1 = v1 + wp.normalize(v1) * 0.15
        if v2 > (v2 / (wp.abs(v2) + 1.0)):
            v2 = v2 + wp.tanh((wp.acos(wp.clamp(v0, -0.9, 0.9)) + v0))
        else:
            v1 = v1 + wp.normalize(((v1 * v0) * wp.abs(v0))) * 1.36
            if ((tid) % 2 == 1) and (v0 < v2):
                v1 = v1 + wp.normalize(((wp.vec2(0.22, 1.731) * 1.4) - (v0 * v3))) * 1.78
                v10 = wp.where(v1[1] <= wp.dot(v3, v1), v2, ((v2 * v0) / (wp.abs(wp.where(v2 > v2, v2, 0.415)) + 1.0)))
                v2 = v2 + wp.tanh(v2)
            else:
                v2 = v2 + wp.tanh(v0)
                v11 = wp.where(v0 < (v0 + v2), ((v2 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)), (v2 / (wp.abs(wp.length(v1)) + 1.0)))
                v12 = wp.normalize((x0[(tid + 2) % x0.shape[0]] * wp.normalize(v3)))
            if wp.dot(v3, v3) >= wp.clamp(v2, -1.84, 1.28):
                v1 = v1 + wp.normalize((x0[(tid + 3) % x0.shape[0]] * v1)) * 1.69
                v1 = v1 + wp.normalize(wp.cw_mul((wp.vec2(0.1, -1.66) * v2), wp.vec2(-0.8, -1.133))) * 0.14
                v3 = v3 + wp.normalize(wp.vec2(wp.dot(v1, wp.vec2(-1.64, -1.58)), v3[1])) * 1.51
            else:
                v0 = v0 + wp.cos((wp.dot(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0)))
                v13 = wp.max((wp.dot(wp.vec2(-0.55, 0.9), v3) - v2), float(tid))
    v14 = wp.where(wp.where(v0 <= v0, v0, 0.1) > x2[(tid + 2) % x2.shape[0]], v0, (wp.length(v1) - wp.abs(v0)))
    out0[tid] = v0 + v2 + v14 + wp.radians(x2[(tid + 1) % x2.shape[0]]) * 0.43
    out1[tid] = v0 + v2 + v14 + v2 * 0.12
