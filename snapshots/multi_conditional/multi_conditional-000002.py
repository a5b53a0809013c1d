# Generated for case multi_conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    if ((v2 >= v0) and (v0 <= v0)) or (not (v2 < v0 or v0 < v0)):
        v2 = v2 + wp.tanh(wp.round((v2 * 0.949)))
        if (-1.0 >= v0) and (((-5)) % 2 == 0):
            v0 = v0 + wp.sin(wp.atan2(v1.y, wp.abs((v0 + v2)) + 0.5))
            if not (v2 <= v2 or not (-1.5 > v2 and v2 < v0)):
                v1 = v1 + wp.normalize((wp.dot(v1, v1) * (v1 / (wp.abs(0.7) + 1.0)))) * 0.48
            elif wp.clamp(v0, -0.3, 1.2) >= (-1.4 - v2):
                v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 1.48
                v3 = v2
            else:
                v0 -= wp.tanh((wp.where(v0 <= v2, v0, v2) + (v0 + v0))) * 0.68
        elif (v2 <= v0) or ((tid) % 4 == 1):
            v2 = v2 + wp.cos(x2[(tid + 1) % x2.shape[0]])
        elif (v2 + v0) < 1.58:
            v0 += wp.tanh(v2)
        else:
            v1 += wp.normalize(x1[(tid + 1) % x1.shape[0]]) * 1.94
            if wp.sign(v0) < (v0 - v2):
                v1 += wp.normalize(v1) * 0.95
                v4 = wp.where(((v2 < v2) or (v2 > v2)) and ((-1.56 >= 0.518) and (v2 <= -1.2)), 0.533, -0.541)
            else:
                v0 = v0 + wp.sin((v0 / (wp.abs(v1[0]) + 1.0)))
                v1 += wp.normalize(v1) * 0.47
                v5 = (v1 + x1[(tid + 2) % x1.shape[0]])
        v6 = v0
    elif v0 < wp.mod(v2, wp.abs(v0) + 1.0):
        v1 += wp.normalize(wp.vec2(x2[(tid + 1) % x2.shape[0]], v1[1])) * 0.99
        if ((tid % 7)) % 2 == 1:
            v0 = v0 + wp.sin((wp.cbrt(v0) / (wp.abs(wp.length_sq(v1)) + 1.0)))
            if ((tid) % 2 == 0) or ((4) % 2 == 0):
                v0 += wp.tanh(v2)
                v0 = v0 + wp.cos(v2)
                v2 += wp.cos(v2)
            elif ((tid % 8)) % 2 == 1:
                v2 = v2 + wp.sin((x0[(tid + 5) % x0.shape[0]] + (v2 * 1.698)))
                v0 = v0 + wp.cos(wp.asin(wp.clamp(v0, -0.9, 0.9)))
            else:
                v0 += wp.tanh(v2)
            if ((tid % 2)) % 2 == 0:
                v1 += wp.normalize(wp.vec2(0.9, 0.6)) * 1.47
        else:
            v0 = v0 + wp.tanh((v1.x - v1.y))
            if ((tid) % 4 == 1) or ((tid) % 2 == 0):
                v2 = v2 + wp.sin(((v0 + v2) - wp.cos(v2)))
                v1 += wp.normalize(wp.vec2((1.08 + v0), wp.dot(v1, v1))) * 1.65
                v7 = wp.copysign((wp.tan(wp.clamp(v2, -1.2, 1.2)) - v1[0]), v0)
            elif ((v0 >= v0) or (v0 <= v2)) or (v0 >= v0):
                v2 = v2 + wp.sin(wp.clamp((v0 + v2), -1.94, 1.11))
                v8 = wp.erf(-1.37)
            elif not (v0 >= v0 and v0 > v2):
                v2 = v2 + wp.tanh(v2)
            else:
                v1 += wp.normalize((v2 * wp.vec2(v2, v0))) * 1.24
                v9 = ((x0[(tid + 3) % x0.shape[0]] * wp.pow(wp.abs(1.549) + 1.0, wp.clamp(v0, -2.0, 2.0))) * ((v2 * v1))[1])
                v2 += wp.tanh(v9)
    else:
        v2 = v2 + wp.tanh(v2)
        if (v0 <= v0) and (v0 >= v0):
            v1 = v1 + wp.normalize(wp.vec2(-0.647, -0.91)) * 0.84
        else:
            v0 += wp.sin((wp.length(v1) - (v2 * v2)))
        if ((v2 > v2) and (v2 < v2)) and (0.1 > v0):
            v1 = v1 + wp.normalize((wp.vec2(v0, v0) - (v0 * v1))) * 1.98
        else:
            v2 = v2 + wp.sin((-0.117 * wp.dot(v1, v1)))
            v10 = ((wp.normalize(v1) + (v1 + v1)) / (wp.abs(wp.erfc(wp.dot(v1, v1))) + 1.0))
    if v0 > wp.cosh(wp.clamp(v0, -3.0, 3.0)):
        v1 = v1 + wp.normalize(((wp.vec2(-1.607, -0.584) / (wp.abs(v0) + 1.0)) - (v1 + v1))) * 0.98
        if wp.sin(v2) <= wp.erfcinv(wp.clamp(v0, 0.2, 1.8)):
            v2 = v2 + wp.sin(v2)
            if (v0 <= v2) or ((7) % 2 == 1):
                v0 -= wp.tanh(wp.mod(wp.max(v0, 0.659), wp.abs(v2) + 1.0)) * 1.29
            elif not ((tid) % 4 == 1 and v2 < v0):
                v2 += wp.cos((wp.length_sq(v1) * wp.erfinv(wp.clamp(v2, -0.8, 0.8))))
                v11 = (wp.erfinv(wp.clamp(wp.length(wp.vec2(-0.7)), -0.8, 0.8)) + ((v2 + v0) + float(2)))
            elif ((tid % 4)) % 4 == 1:
                v2 += wp.sin((wp.cos(v2) - wp.min(v0, v2)))
                v2 += wp.sin(v0)
            else:
                v0 -= wp.sin((v2 * v0)) * 1.54
                v0 = v0 + wp.sin(wp.exp(wp.clamp(v1[1], -4.0, 2.0)))
                v12 = v2
        else:
            v0 = v0 + wp.sin(wp.clamp((v0 * v2), -0.62, 0.96))
        if (tid) % 4 == 1:
            v2 = v2 + wp.sin((v0 if v0 <= -1.989 else wp.length_sq(v1)))
            if ((tid) % 2 == 1) and (v0 <= v2):
                v0 = v0 + wp.tanh(((v1 - v1)).x)
                v13 = wp.cw_div(((v0 * v1) * (v2 - v0)), wp.vec2(1.5, -2.0))
            elif v0 > -1.692:
                v2 += wp.sin(wp.erfc(wp.cbrt(v2)))
                v0 += wp.tanh(wp.length_sq(wp.vec2(v2, v0)))
                v0 = v0 + wp.sin((wp.dot(v1, v1) - v0))
            elif ((tid) % 2 == 0) or ((tid) % 2 == 1):
                v1 += wp.normalize((wp.vec2(-0.6, -0.7) + wp.normalize(v1))) * 1.5
        elif wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) >= v0:
            v2 = v2 + wp.tanh(wp.dot((v1 - v1), (v1 + wp.vec2(0.246, -0.19))))
        else:
            v0 += wp.sin(v2)
            if (v2 * v2) < 1.747:
                v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])
                v14 = (v2 + wp.sqrt(wp.abs(min(v0, v0)) + 0.5))
                v15 = wp.lerp(v1, v1, v1.y)
            elif v2 <= v2:
                v1 += wp.normalize(wp.vec2((v2 * v2), (0.6 / (wp.abs(v2) + 1.0)))) * 0.87
                v16 = (v2 + wp.erfcinv(wp.clamp(v2, 0.2, 1.8)))
            else:
                v1 += wp.normalize(v1) * 1.67
                v17 = float(0.135)
                v2 = v2 + wp.tanh(((v2 * 0.2) - v0))
            if wp.length(wp.vec2(0.3, 0.748)) >= v0:
                v1 += wp.normalize(v1) * 0.81
                v18 = v2
                v19 = wp.lerp(wp.vec2((v18 * v18), wp.clamp(v0, -1.61, 0.94)), -((v1 + v1)), ((v0 / (wp.abs(v2) + 1.0)) * v1[0]))
    elif ((tid + tid)) % 2 == 1:
        v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.83
        v2 = v2 + wp.tanh(v0)
        v20 = (wp.lerp(v1, wp.lerp(v1, v1, v2), (v0 / (wp.abs(v0) + 1.0))) - wp.vec2(-0.2, 2.0))
    elif ((tid) % 4 == 0) or ((v0 > v0) and (v0 >= v0)):
        v1 = v1 + wp.normalize(wp.lerp((v1 * -0.4), (v1 - v1), v2)) * 1.57
        if v1[1] < wp.mod(0.2, wp.abs(v0) + 1.0):
            v0 = v0 + wp.tanh((v1[1] * wp.tanh(0.332)))
        elif wp.dot(v1, v1) <= v2:
            v0 = v0 + wp.cos(((v0 - v2) - v0))
        else:
            v1 = v1 + wp.normalize(wp.vec2(1.1, 0.519)) * 0.95
    if (v2 * v0) >= v1.y:
        v2 = v2 + wp.tanh(wp.dot((v1 - v1), v1))
    else:
        v2 = v2 + wp.cos(x0[(tid + 4) % x0.shape[0]])
    if v2 <= v2:
        v1 += wp.normalize(v1) * 0.82
        if min(v0, -1.8) >= wp.copysign(v2, -0.6):
            v2 = v2 + wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))
            if v1[0] > wp.dot(v1, v1):
                v0 = v0 + wp.cos(-0.522)
            else:
                v1 = v1 + wp.normalize(((v1 * v0) + wp.vec2(-1.93, 0.5))) * 0.63
                v2 = v2 + wp.sin(((0.942 + v0) + v2))
        elif not ((tid) % 2 == 1 and (v2 < v2) and (v0 <= v0)):
            v1 = v1 + wp.normalize(v1) * 1.94
            if v0 > v2:
                v0 = v0 + wp.cos(((wp.vec2(-1.161))[0] + 0.81))
                v21 = wp.length(-v1)
                v2 = v2 + wp.sin(wp.step((v21 - v21)) * wp.length(v1))
            else:
                v0 = v0 + wp.sin(v2)
        elif ((tid % 8)) % 3 == 1:
            v0 = v0 + wp.cos(wp.length(v1))
            if v0 > float(1):
                v0 += wp.cos(wp.erfinv(wp.clamp((v2 if v2 > v2 else v2), -0.8, 0.8)))
                v22 = v1
                v2 = v2 + wp.cos(((-0.515 + v2) / (wp.abs(wp.erfinv(wp.clamp(v0, -0.8, 0.8))) + 1.0)))
            elif (-0.78 <= v2) or (v0 <= v0):
                v1 = v1 + wp.normalize(v1) * 1.88
            else:
                v0 = v0 + wp.tanh((wp.log2(wp.abs(v2) + 1.0) - wp.clamp(v2, -1.94, 0.95)))
                v23 = v0
        else:
            v1 = v1 + wp.normalize((wp.max(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0))) * 1.01
            if wp.step(v0) * v0 > v2:
                v0 = v0 + wp.tanh(v2)
                v24 = (((v1 - v1) * (-0.9 + v0)) * x0[(tid + 1) % x0.shape[0]])
                v0 -= wp.sin(-0.6) * 0.36
            v25 = x2[(tid + 5) % x2.shape[0]]
        if 1.76 >= wp.erfc(v2):
            v2 = v2 + wp.cos(v0)
    else:
        v0 += wp.tanh((v0 * (v2 if v2 > -1.72 else v2)))
    out0[tid] = v0 + v2 + (wp.length_sq(v1) - x2[(tid + 1) % x2.shape[0]]) * 1.71
    out1[tid] = v1 + x1[(tid + 3) % x1.shape[0]] * 0.31
