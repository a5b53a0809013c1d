# Generated for case multi_conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    if 0.54 > (0.27 + -1.537):
        v0 = v0 + wp.normalize(((1.4 * 1.91) * v0)) * 0.76
    elif ((6 + tid)) % 2 == 1:
        v0 = v0 + wp.normalize((v2 + wp.vec2(-1.353, -1.25))) * 1.5
        if -0.1 < (0.14 - -1.84):
            v1 = v1 + wp.normalize(((v2 + wp.vec2(0.94, -1.1)) * (0.1 / (wp.abs(1.8) + 1.0)))) * 0.92
            if (-0.13 / (wp.abs(0.02) + 1.0)) >= -1.58:
                v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.38
                v0 = v0 + wp.normalize(wp.normalize((v2 - v1))) * 0.31
                v1 = v1 + wp.normalize(((0.995 * v1) - wp.where(0.66 >= -2.0, wp.vec2(0.9, 0.7), v2))) * 1.72
            elif (-0.18 > -0.8) and (0.5 <= 1.19):
                v0 = v0 + wp.normalize((v2 + (1.624 * wp.vec2(1.536, -1.0)))) * 1.1
                v3 = ((0.668 * (v1 * 0.6)) + wp.vec2(wp.length_sq(v2), -0.704))
                v4 = v1
            elif wp.exp(wp.clamp(1.9, -4.0, 4.0)) <= wp.dot(v0, v1):
                v0 = v0 + wp.normalize(wp.normalize(wp.where(1.4 > -1.92, v1, wp.vec2(-1.493, 0.7)))) * 0.84
                v2 = v2 + wp.normalize(wp.normalize(v1)) * 0.48
        else:
            v2 = v2 + wp.normalize(wp.vec2(v1[1], (0.313 / (wp.abs(1.55) + 1.0)))) * 0.35
            if v0[1] <= -1.61:
                v0 = v0 + wp.normalize(wp.max(wp.where(-0.4 > -1.751, v1, v1), v2)) * 1.64
                v2 = v2 + wp.normalize(wp.vec2(-0.78, -0.6)) * 1.52
                v0 = v0 + wp.normalize((wp.where(0.1 >= 0.79, wp.vec2(0.18, -0.2), wp.vec2(1.79, 0.8)) * -0.38)) * 0.47
            else:
                v2 = v2 + wp.normalize((wp.where(1.5 <= -0.11, 0.383, 0.983) * (v1 - wp.vec2(0.5, 0.74)))) * 0.18
                v5 = wp.length((wp.acos(wp.clamp(-1.09, -0.9, 0.9)) * (1.1 * v0)))
                v1 = v1 + wp.normalize(v1) * 0.31
        if ((wp.abs(tid) % 8)) % 3 == 1:
            v2 = v2 + wp.normalize((wp.lerp(v0, v2, 0.2) * 1.91)) * 1.44
        elif ((tid) % 4 == 0) or (-0.333 > -1.4):
            v2 = v2 + wp.normalize(wp.max(wp.min(wp.vec2(-1.135, 0.9), v1), wp.vec2(-1.7, -0.86))) * 1.55
            v2 = v2 + wp.normalize(v0) * 0.93
        elif not ((tid) % 4 == 0 and (-0.7 >= -1.01) and (0.1 >= -1.649)):
            v2 = v2 + wp.normalize(v0) * 0.15
        else:
            v0 = v0 + wp.normalize(wp.normalize((v1 + v1))) * 0.28
            v6 = float(-0.6)
    v7 = wp.log(wp.abs(1.52) + 1.0)
    if wp.dot(v2, wp.vec2(-0.8, -0.9)) > wp.length(wp.vec2(0.82, -0.508)):
        v7 = v7 + wp.cos(v7)
        if wp.length(v2) <= wp.tan(wp.clamp(v7, -1.2, 1.2)):
            v7 = v7 + wp.sin(v7)
        if not ((v7 < v7) and (v7 <= v7) or v7 >= v7):
            v1 = v1 + wp.normalize(x2[(tid + 3) % x2.shape[0]]) * 1.08
        else:
            v0 = v0 + wp.normalize((v2 * (v7 + v7))) * 1.31
            if ((4 - tid)) % 3 == 1:
                v2 = v2 + wp.normalize(wp.normalize(x0[(tid + 1) % x0.shape[0]])) * 0.88
                v8 = wp.dot(wp.max(wp.normalize(v2), v2), x0[(tid + 3) % x0.shape[0]])
                v9 = (wp.vec2((v7 / (wp.abs(v8) + 1.0)), (-0.5 - v8)) - v1)
            elif (wp.min(tid, tid)) % 3 == 0:
                v1 = v1 + wp.normalize(((v7 * v2) * wp.dot(v1, v1))) * 0.34
                v10 = ((wp.length(v0) - (v7 * v7)) / (wp.abs(((v7 * v7) * wp.tanh(0.4))) + 1.0))
                v11 = (wp.atan2((v10 / (wp.abs(v7) + 1.0)), v7 + 3.0) / (wp.abs(wp.pow(wp.abs(v7) + 1.0, wp.clamp(wp.step(v10) * 1.7, -2.0, 2.0))) + 1.0))
            elif (not (v7 >= v7 and v7 < v7)) or ((v7 > v7) or (v7 < 0.231)):
                v7 = v7 + wp.sin(((v7 * v1))[0])
                v12 = (wp.abs((-0.577 - v7)) - wp.exp(wp.clamp(wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)), -4.0, 4.0)))
            else:
                v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.16
    if v7 > v7:
        v1 = v1 + wp.normalize(wp.vec2((-1.6 / (wp.abs(v7) + 1.0)), (v7 + v7))) * 1.17
        v2 = v2 + wp.normalize(wp.vec2(v7, v2[0])) * 0.89
        if wp.where(v7 < v7, v7, -0.5) <= wp.lerp(1.61, -1.8, 0.25):
            v0 = v0 + wp.normalize(v2) * 1.76
            v13 = wp.frac(((v7 * 1.3) - (v7 / (wp.abs(-1.8) + 1.0))))
            if ((v13 > 0.7) and (v7 >= 0.506)) and ((v7 > v7) or (v13 < v7)):
                v13 = v13 + wp.sin(v13)
            else:
                v7 = v7 + wp.cos(v0[1])
                v14 = wp.length_sq(v1)
        elif (v7 * v7) <= (v7 / (wp.abs(v7) + 1.0)):
            v0 = v0 + wp.normalize(wp.vec2(wp.radians(v7), wp.min(v7, v7))) * 0.67
        else:
            v0 = v0 + wp.normalize(wp.lerp((wp.vec2(-1.2, 1.7) + v0), (v1 + v0), (v7 / (wp.abs(v7) + 1.0)))) * 1.95
            if wp.where(v7 >= v7, v7, v7) <= (v7 - v7):
                v0 = v0 + wp.normalize((v7 * v1)) * 0.71
            elif (-0.6 > -1.89) or (not (v7 <= v7 or v7 >= v7)):
                v0 = v0 + wp.normalize(wp.vec2((v7 + v7), (v7 + v7))) * 1.29
            elif v7 > v1[0]:
                v7 = v7 + wp.sin(wp.length(v1))
                v15 = wp.clamp(v7, -1.06, 0.34)
            else:
                v1 = v1 + wp.normalize(wp.lerp((v2 - v0), wp.vec2(v7, v7), v7)) * 0.23
                v16 = float(1.3)
                v7 = v7 + wp.cos(wp.abs((v16 * v16)))
            if (v7 + v7) >= v7:
                v0 = v0 + wp.normalize(wp.vec2(-1.25, -1.6)) * 1.61
            elif ((v7 <= v7) or (v7 <= v7)) or (0.599 <= v7):
                v0 = v0 + wp.normalize(wp.normalize(wp.cw_mul(wp.vec2(0.68, -0.23), v0))) * 1.74
            elif (v7 / (wp.abs(-1.83) + 1.0)) < wp.clamp(v7, -1.82, 1.36):
                v1 = v1 + wp.normalize(wp.vec2(wp.sqrt(wp.abs(v7) + 0.5), v7)) * 0.63
                v2 = v2 + wp.normalize(v2) * 1.17
                v7 = v7 + wp.cos(1.8)
    if ((tid) % 3 == 0) or ((v7 > v7) and (v7 >= v7)):
        v2 = v2 + wp.normalize((x1[(tid + 5) % x1.shape[0]] * wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)))) * 1.87
        v17 = v0
        if (v7 >= -1.484) or (v7 >= v7):
            v1 = v1 + wp.normalize(wp.min(v17, v1)) * 1.51
            if (v7 + v7) <= wp.where(v7 >= v7, -0.87, v7):
                v17 = v17 + wp.normalize(wp.lerp(wp.lerp(v0, wp.vec2(-0.9, -1.99), v7), x1[(tid + 1) % x1.shape[0]], v7)) * 0.57
                v0 = v0 + wp.normalize(wp.normalize((v1 + v2))) * 0.38
                v1 = v1 + wp.normalize(v17) * 0.38
            elif (v7 + v7) <= (v7 - v7):
                v17 = v17 + wp.normalize((wp.log(wp.abs(v7) + 1.0) * (v7 * v0))) * 0.7
                v7 = v7 + wp.sin(wp.pow(wp.abs(v7) + 1.0, wp.clamp((0.4 * v7), -2.0, 2.0)))
                v0 = v0 + wp.normalize((wp.vec2(v7, v7) + wp.vec2(1.8, v7))) * 0.16
            elif (v7 * v7) > wp.degrees(v7):
                v17 = v17 + wp.normalize(wp.lerp((v7 * v17), (wp.vec2(1.628, -0.06) - v2), v7)) * 1.17
            elif (tid) % 4 == 1:
                v1 = v1 + wp.normalize(wp.vec2(wp.dot(v17, v2), -0.19)) * 0.66
                v18 = wp.tan(wp.clamp(v0[1], -1.2, 1.2))
            v19 = ((v7 * wp.clamp(v7, -0.25, 0.73)) - (v7 - (v7 * -0.35)))
    else:
        v7 = v7 + wp.cos(wp.copysign(v7, (v7 / (wp.abs(v7) + 1.0))))
        v20 = (wp.round(wp.where(v7 <= v7, v7, v7)) + wp.clamp((v7 + v7), -1.53, 0.48))
        if -1.3 < v20:
            v0 = v0 + wp.normalize(wp.min((v1 - v2), wp.vec2(v20, v20))) * 1.98
            if wp.radians(v20) > wp.cos(v20):
                v2 = v2 + wp.normalize(v2) * 1.77
                v21 = v20
                v1 = v1 + wp.normalize(wp.vec2((-0.856 + v20), (-1.432 / (wp.abs(v21) + 1.0)))) * 1.27
            elif ((tid) % 2 == 1) or (0.7 >= v20):
                v7 = v7 + wp.cos(wp.clamp(v20, -1.06, 1.67))
            elif v20 >= v7:
                v7 = v7 + wp.tanh(wp.erf(v7))
                v22 = (wp.cw_mul(wp.lerp(wp.vec2(-1.019, 0.4), v0, v7), (v2 - v1)) - (v7 * wp.max(wp.vec2(0.75, -1.3), wp.vec2(-1.9, 0.174))))
            else:
                v7 = v7 + wp.sin(wp.dot(v2, wp.where(v7 <= v20, v0, wp.vec2(1.403, -0.329))))
        elif (wp.max(3, 5)) % 2 == 0:
            v0 = v0 + wp.normalize(wp.cw_mul(wp.vec2(-1.58, 1.548), wp.vec2(v7, 1.663))) * 1.42
        else:
            v2 = v2 + wp.normalize(wp.normalize(wp.vec2(v20, v20))) * 1.41
            if ((0.84 >= v7) and (0.8 > 0.0)) and ((v20 <= v20) and (v7 > v7)):
                v20 = v20 + wp.tanh(v7)
            elif v20 > v20:
                v20 = v20 + wp.cos(v7)
            elif v20 <= (v7 / (wp.abs(0.084) + 1.0)):
                v7 = v7 + wp.sin(wp.ceil(wp.tan(wp.clamp(v7, -1.2, 1.2))))
                v20 = v20 + wp.cos((v2[1] * wp.atan(v7)))
            else:
                v20 = v20 + wp.cos(((v20 * v7) - v20))
                v23 = (((v0 * v7) + v0) * v7)
    out0[tid] = v7 + wp.log10(wp.abs(float(tid)) + 1.0) * 1.54
