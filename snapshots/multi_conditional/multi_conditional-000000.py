# Generated for case multi_conditional-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    if wp.length(wp.vec2(-0.1, -0.58)) < (v0 - v0):
        v0 = v0 + wp.sin(v0)
        v2 = float(0.762)
    if (tid) % 4 == 0:
        v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(-1.97, -0.084)))
        if (v1 / (wp.abs(v0) + 1.0)) < v0:
            v1 += wp.tanh(x1[(tid + 3) % x1.shape[0]])
            if wp.frac(v0) <= v0:
                v1 = v1 + wp.tanh(wp.log(wp.abs((wp.vec2(1.32, 0.48))[0]) + 1.0))
                v3 = wp.vec2(-0.5, -0.278)
                v4 = v3
            elif v0 <= v0:
                v0 = v0 + wp.sin(wp.clamp(x0[(tid + 3) % x0.shape[0]], -1.71, 0.45))
            else:
                v1 = v1 + wp.cos((wp.length(wp.vec2(0.7, 1.4)) * v1))
                v0 = v0 + wp.tanh(((v1 - v0) - (wp.vec2(1.32)).y))
                v1 = v1 + wp.tanh(v0)
        else:
            v0 = v0 + wp.tanh(v0)
            if (v1 + v1) < v0:
                v1 += wp.sin(v0)
                v5 = wp.log(wp.abs(wp.min((v1 * -0.9), v0)) + 1.0)
                v6 = (-1.915 + wp.length(wp.vec2(1.225, 1.1)))
            else:
                v1 -= wp.tanh(v0) * 1.91
                v7 = (wp.vec2((v1 - v0), v1) - ((wp.vec2(-0.13, -1.179) - wp.vec2(0.5, 1.12)) / (wp.abs(wp.clamp(v0, -1.03, 1.32)) + 1.0)))
    elif (tid) % 4 == 0:
        v1 += wp.sin((wp.dot(wp.vec2(-0.77, 1.21), wp.vec2(-0.22, -0.506)) - wp.floor(v1)))
        if ((tid) % 4 == 1) and ((tid) % 4 == 1):
            v0 += wp.sin(wp.log2(wp.abs(wp.dot(wp.vec2(1.5, -0.6), wp.vec2(1.442, 1.512))) + 1.0))
            v0 -= wp.sin((v1 / (wp.abs(v0) + 1.0))) * 0.34
            if wp.log(wp.abs(0.33) + 1.0) <= wp.atan(v0):
                v1 -= wp.tanh(v1) * 0.55
            else:
                v0 = v0 + wp.sin(v0)
        else:
            v1 += wp.cos(wp.log2(wp.abs((wp.vec2(1.6, 0.59)).y) + 1.0))
            if (v1 + v0) < (v0 + v1):
                v0 = v0 + wp.cos(wp.dot(-(wp.vec2(-1.105, -1.6)), wp.normalize(wp.vec2(0.32, -1.6))))
                v0 = v0 + wp.cos(x1[(tid + 1) % x1.shape[0]])
                v8 = wp.vec2(wp.log2(wp.abs(wp.dot(wp.vec2(-1.5), wp.vec2(1.187, 0.342))) + 1.0), wp.cos(v0))
            else:
                v1 += wp.tanh(wp.frac(wp.round(v1)))
                v9 = (v0 / (wp.abs(wp.length(wp.vec2(v1, v0))) + 1.0))
                v0 -= wp.tanh(v1) * 0.89
        if v1 < v1:
            v1 -= wp.sin(v1) * 0.82
            if (v1 < v0) or (v1 >= v0):
                v1 = v1 + wp.sin(v0)
                v10 = (wp.vec2(x0[(tid + 5) % x0.shape[0]], wp.where(v1 < v1, v0, v0)) - (wp.vec2(-1.4, -0.184) * (v0 - v0)))
                v1 = v1 + wp.cos(((-1.1 / (wp.abs(v0) + 1.0)) / (wp.abs(wp.sinh(wp.clamp(v1, -3.0, 3.0))) + 1.0)))
            elif ((v1 >= v0) or (v1 < v1)) and ((tid) % 3 == 1):
                v1 = v1 + wp.cos(v1)
                v11 = wp.lerp(((v1 / (wp.abs(v0) + 1.0)) * wp.normalize(wp.vec2(-0.4, 0.556))), (wp.vec2(-1.5, -1.5) * (v1 + v0)), v1)
            elif wp.min(v0, v1) > (v0 if v0 <= v0 else v1):
                v1 += wp.cos(wp.step((v0 + v1)) * wp.asin(wp.clamp(v1, -0.9, 0.9)))
        elif ((tid % 6)) % 3 == 0:
            v1 += wp.cos((v0 + v0))
        elif wp.sinh(wp.clamp(v0, -3.0, 3.0)) > v0:
            v1 += wp.sin(wp.cbrt((v1 + v0)))
        else:
            v0 = v0 + wp.tanh(float(int(wp.clamp(v0, -100.0, 100.0))))
            if wp.length(wp.vec2(-0.14, 1.4)) < v1:
                v0 = v0 + wp.cos(((v0 / (wp.abs(v1) + 1.0)) if 0.9 < v0 else (v0 - v1)))
                v1 = v1 + wp.cos(v0)
                v1 = v1 + wp.cos(v0)
            elif v1 >= (v1 if v1 <= v1 else v1):
                v0 -= wp.cos((wp.vec2(v0, v0)).x) * 1.13
                v12 = v1
                v1 = v1 + wp.sin(((wp.vec2(0.4, -1.1))[1] * wp.clamp(v1, -1.79, 0.27)))
            else:
                v1 += wp.tanh(v0)
                v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v1, -2.0, 2.0)), -1.04, 1.95))
                v0 = v0 + wp.sin(wp.log2(wp.abs(v1) + 1.0))
    elif (tid) % 2 == 1:
        v0 = v0 + wp.cos(((v1 * v1) * (wp.vec2(1.1, 1.66)).x))
    elif ((tid % 6)) % 3 == 1:
        v0 = v0 + wp.sin(wp.length(wp.vec2(1.89)))
        if (v0 + v0) <= wp.log2(wp.abs(v0) + 1.0):
            v1 = v1 + wp.cos(wp.dot(wp.normalize(wp.vec2(1.666, -1.518)), wp.where(v0 < v1, wp.vec2(-1.322, -1.2), wp.vec2(-1.683, -1.795))))
            v0 = v0 + wp.sin(wp.exp(wp.clamp(wp.dot(wp.vec2(-0.55, 0.9), wp.vec2(-0.6)), -4.0, 2.0)))
        else:
            v0 = v0 + wp.cos(wp.sinh(wp.clamp((0.6 + v0), -3.0, 3.0)))
            if (v1 <= -0.37) or (v0 < 0.1):
                v0 = v0 + wp.tanh(min(v0, (v0 - v0)))
                v1 -= wp.tanh(v0) * 1.51
            elif v0 < wp.atan(v1):
                v1 = v1 + wp.sin(wp.log(wp.abs(wp.frac(v0)) + 1.0))
                v13 = wp.vec2(-0.4, -0.71)
                v14 = (wp.sign(wp.length(v13)) * wp.degrees((-2.0 - v0)))
            elif wp.clamp(v1, -1.98, 0.8) <= (2.0 - v0):
                v0 = v0 + wp.sin(v0)
                v15 = (v1 * wp.log(wp.abs(v0) + 1.0))
            else:
                v0 += wp.sin(((wp.vec2(0.26, 1.4) + wp.vec2(1.62, -0.8))).x)
                v0 = v0 + wp.tanh((v1 - (v0 / (wp.abs(v1) + 1.0))))
                v16 = wp.atan(((wp.vec2(-1.14))[0] * (v1 - v1)))
        if wp.length(wp.vec2(-1.29, -1.705)) <= wp.clamp(v0, -0.88, 1.35):
            v0 = v0 + wp.sin(x0[(tid + 1) % x0.shape[0]])
        elif not (v0 <= v1 and 1.9 <= v0):
            v0 = v0 + wp.tanh(((1.77 / (wp.abs(v0) + 1.0)) / (wp.abs(1.419) + 1.0)))
            if ((tid % 7)) % 2 == 1:
                v1 += wp.cos((v1 + (v0 * v0)))
                v0 = v0 + wp.sin((wp.dot(wp.vec2(0.498), wp.vec2(0.68)) - (v1 - v0)))
                v1 += wp.sin(wp.cbrt((v0 + v1)))
            v1 = v1 + wp.sin(v1)
        else:
            v1 = v1 + wp.cos(wp.erfinv(wp.clamp((wp.vec2(-1.349, -1.763))[1], -0.8, 0.8)))
            if (tid) % 2 == 0:
                v1 += wp.sin(wp.cbrt(wp.step(v0) * v0))
                v17 = (((v1 * v0) + v1) * wp.dot(wp.vec2(1.94, 0.9), wp.lerp(wp.vec2(-1.44, -1.4), wp.vec2(0.4, 0.91), v0)))
    out0[tid] = wp.cw_mul(wp.cw_mul(wp.vec2(-1.2, 0.88), wp.vec2(-1.3, -1.912)), (wp.vec2(1.903, 0.66) * v1))
    out1[tid] = ((wp.vec2(-0.7) / (wp.abs(v0) + 1.0)) - wp.min(wp.vec2(0.8, -0.4), wp.vec2(-1.72, 0.626)))
