# Generated for case multi_conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    if wp.step(v0) * -0.16 >= v0:
        v0 = v0 + wp.tanh(wp.dot((v0 * wp.vec2(-1.4, 0.76)), wp.normalize(wp.vec2(0.8))))
        if not ((tid) % 2 == 0 and v0 >= v0):
            v0 = v0 + wp.sin((wp.atan(v0) - v0))
            if wp.min(v0, v0) <= (v0 / (wp.abs(-1.793) + 1.0)):
                v0 += wp.cos(wp.dot(wp.vec2(1.148, -1.4), (0.7 * wp.vec2(1.806, 0.42))))
                v0 += wp.cos(v0)
                v1 = ((wp.step(v0) * v0 - v0) / (wp.abs((v0 / (wp.abs((v0 - 1.3)) + 1.0))) + 1.0))
        if (v0 / (wp.abs(v0) + 1.0)) <= (v0 + v0):
            v0 = v0 + wp.tanh(wp.atan(wp.cbrt(v0)))
            if (v0 - v0) >= (v0 * v0):
                v0 = v0 + wp.cos(wp.erfinv(wp.clamp(wp.step(v0) * v0, -0.8, 0.8)))
                v2 = ((wp.length(wp.vec2(-0.77, -0.1)) + (wp.vec2(-1.22, -1.024)).y) - wp.cbrt(v0))
            elif ((tid * tid)) % 4 == 1:
                v0 += wp.cos((wp.log(wp.abs(v0) + 1.0) / (wp.abs(v0) + 1.0)))
            elif (v0 <= v0) and ((v0 > 1.9) or (v0 >= v0)):
                v0 = v0 + wp.cos(((-1.98 - v0) + wp.tan(wp.clamp(v0, -1.2, 1.2))))
                v0 = v0 + wp.cos(wp.length((wp.vec2(1.88, 0.8) + wp.vec2(1.864, -1.231))))
                v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 - 0.5)) + 1.0, wp.clamp((v0 - v0), -2.0, 2.0)))
            v3 = (wp.vec2(v0, (v0 - v0)) * wp.log(wp.abs((v0 - v0)) + 1.0))
        else:
            v0 += wp.tanh(+(+(v0)))
    elif wp.length_sq(wp.vec2(-1.05, -1.097)) < (v0 / (wp.abs(v0) + 1.0)):
        v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))
        v4 = wp.cw_mul(((wp.vec2(0.81) / (wp.abs(v0) + 1.0)) + (wp.vec2(1.43, 1.06) + wp.vec2(-1.3, -0.8))), wp.normalize((wp.vec2(-1.2, 1.8) / (wp.abs(0.24) + 1.0))))
    elif (tid) % 3 == 0:
        v0 = v0 + wp.sin(((v0 + v0) - min(v0, v0)))
        if v0 < x0[(tid + 1) % x0.shape[0]]:
            v0 = v0 + wp.tanh(((v0 * v0) * x0[(tid + 2) % x0.shape[0]]))
            v5 = x0[(tid + 4) % x0.shape[0]]
        elif x0[(tid + 5) % x0.shape[0]] > (v0 - v0):
            v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 + v0)) + 1.0, wp.clamp(wp.dot(wp.vec2(-1.219, -1.16), wp.vec2(1.355, -1.28)), -2.0, 2.0)))
            if (wp.min(tid, tid)) % 3 == 1:
                v0 += wp.cos(v0)
                v6 = (wp.vec2(-0.5, 1.783))[0]
                v0 = v0 + wp.tanh(wp.sinh(wp.clamp((wp.vec2(1.5, 0.5))[1], -3.0, 3.0)))
            elif (v0 * v0) >= wp.where(v0 >= v0, v0, v0):
                v0 = v0 + wp.cos(-0.502)
                v0 += wp.cos(((v0 - v0) * (-0.62 / (wp.abs(v0) + 1.0))))
                v7 = wp.lerp(wp.min((wp.vec2(0.084, 0.092) * v0), (v0 * wp.vec2(-0.856, 0.33))), wp.max(wp.vec2(v0, v0), wp.vec2(-1.4, v0)), (v0 - (v0 / (wp.abs(v0) + 1.0))))
            if x0[(tid + 2) % x0.shape[0]] >= wp.clamp(v0, -1.42, 1.66):
                v0 = v0 + wp.cos(wp.length_sq(wp.cw_mul(wp.vec2(0.586, -1.858), wp.vec2(-0.81, 1.0))))
                v0 = v0 + wp.sin(v0)
            elif (wp.min(tid, 4)) % 4 == 1:
                v0 = v0 + wp.tanh((float(tid) * wp.length(wp.vec2(0.019, -1.9))))
                v0 += wp.sin((wp.dot(wp.vec2(0.1, 0.79), wp.vec2(0.231, 0.756)) * (-0.187 / (wp.abs(v0) + 1.0))))
                v8 = ((v0 * (v0 / (wp.abs(v0) + 1.0))) / (wp.abs(v0) + 1.0))
            else:
                v0 = v0 + wp.cos(wp.where(v0 < v0, wp.length(wp.vec2(1.968, 1.445)), (v0 + v0)))
                v9 = float(((tid % 3) - (tid - 4)))
                v10 = v0
        elif (v0 <= v0) or (v0 >= 1.67):
            v0 += wp.sin(-1.5)
            if x0[(tid + 1) % x0.shape[0]] >= x0[(tid + 1) % x0.shape[0]]:
                v0 += wp.sin(wp.min((wp.vec2(-0.8, -0.44)).y, wp.where(v0 > v0, v0, -1.8)))
                v11 = wp.cbrt((wp.round(v0) - wp.sinh(wp.clamp(0.506, -3.0, 3.0))))
                v0 = v0 + wp.tanh(v0)
            elif (not (v0 < v0 and -0.3 > v0)) or (v0 > v0):
                v0 = v0 + wp.cos(wp.tanh(x0[(tid + 2) % x0.shape[0]]))
            elif v0 > x0[(tid + 4) % x0.shape[0]]:
                v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))
            if (tid) % 2 == 1:
                v0 = v0 + wp.tanh(v0)
                v12 = wp.step(((wp.vec2(1.94, 1.31)).y - v0)) * wp.lerp(wp.clamp(v0, -0.67, 1.45), wp.length(wp.vec2(0.99, -0.382)), 0.25)
                v0 += wp.sin(wp.where((tid) % 3 == 0, (v0 - v12), v0))
            else:
                v0 = v0 + wp.tanh((x0[(tid + 2) % x0.shape[0]] / (wp.abs((v0 / (wp.abs(0.9) + 1.0))) + 1.0)))
                v13 = v0
                v14 = wp.sign(v0)
    elif (v0 < v0) and (v0 >= v0):
        v0 += wp.sin(((wp.vec2(-1.665, -0.82))[1] + wp.length(wp.vec2(-0.04, -0.6))))
    if ((tid % 4)) % 3 == 0:
        v0 = v0 + wp.sin((v0 + v0))
        if (v0 * v0) > v0:
            v0 = v0 + wp.tanh(wp.abs((v0 - v0)))
            if -0.9 <= wp.where(v0 > v0, -1.3, v0):
                v0 -= wp.cos(((v0 * v0) + min(v0, v0))) * 0.36
            else:
                v0 += wp.sin(wp.clamp(wp.length_sq(wp.vec2(0.209, -0.1)), -1.56, 0.43))
        else:
            v0 = v0 + wp.tanh(v0)
        v0 = v0 + wp.cos(v0)
    elif wp.exp(wp.clamp(v0, -4.0, 2.0)) <= wp.where(v0 < -0.783, v0, v0):
        v0 += wp.tanh((v0 if v0 > v0 else float(7)))
        if (v0 >= v0) and (v0 >= v0):
            v0 += wp.tanh(wp.ceil((v0 / (wp.abs(-1.2) + 1.0))))
        elif ((tid - tid)) % 3 == 0:
            v0 += wp.tanh((wp.erf(0.6) * wp.atan(v0)))
            v0 += wp.tanh(wp.dot((wp.vec2(-1.0, -0.6) * v0), wp.vec2(1.141, 0.453)))
        else:
            v0 = v0 + wp.tanh((wp.clamp(v0, -1.28, 1.02) - wp.length(wp.vec2(-0.9, -1.99))))
            v0 = v0 + wp.cos((v0 * (v0 * v0)))
    elif wp.log2(wp.abs(v0) + 1.0) > (-0.862 - v0):
        v0 = v0 + wp.sin(v0)
    else:
        v0 -= wp.cos((v0 - (v0 - v0))) * 1.11
        v15 = x0[(tid + 5) % x0.shape[0]]
        if wp.min(v0, v0) < (1.776 - v0):
            v15 = v15 + wp.sin(x0[(tid + 3) % x0.shape[0]])
            if wp.dot(wp.vec2(-1.2), wp.vec2(-1.88)) < x0[(tid + 1) % x0.shape[0]]:
                v15 = v15 + wp.cos(((v15 * v0) * wp.clamp(0.26, -0.94, 1.14)))
                v15 += wp.cos(((v15 * wp.vec2(0.19, -0.91)))[0])
                v15 += wp.cos(((wp.vec2(0.43)).y * (v15 + v0)))
            else:
                v15 -= wp.cos(x0[(tid + 5) % x0.shape[0]]) * 0.1
                v16 = v0
            v17 = v0
        else:
            v15 += wp.cos((v0 - v15))
            if (tid) % 2 == 1:
                v0 = v0 + wp.sin(wp.frac(v0))
                v15 = v15 + wp.cos(wp.length_sq(wp.normalize(wp.vec2(-1.545, -1.36))))
            else:
                v0 += wp.cos(wp.acos(wp.clamp((v0 - v15), -0.9, 0.9)))
            if wp.atan2(v15, wp.abs(v15) + 0.5) >= v15:
                v15 += wp.sin((v15 + (v0 - 1.0)))
                v15 += wp.cos((wp.vec2(1.59, 0.6)).x)
                v15 = v15 + wp.tanh(wp.sin(v15))
    if (v0 <= v0) and (not (v0 <= v0 and v0 > 0.7)):
        v0 += wp.sin(((wp.vec2(-1.3, -1.432) + wp.vec2(-0.632, -1.747)))[0])
        if wp.dot(wp.vec2(0.7, 0.26), wp.vec2(-0.224, 1.26)) > v0:
            v0 -= wp.tanh(v0) * 0.26
            if wp.max(v0, v0) <= (wp.vec2(-0.11, -0.56))[1]:
                v0 = v0 + wp.sin(wp.dot(wp.normalize(wp.vec2(-1.0, 1.5)), wp.vec2(0.47, -0.71)))
                v0 += wp.tanh(((wp.vec2(0.69, -0.3) - wp.vec2(-0.47, -0.4))).x)
            elif wp.round(v0) > v0:
                v0 = v0 + wp.cos(((v0 - -0.95) * 2.0))
                v0 -= wp.sin(-1.58) * 1.84
            if (tid) % 3 == 1:
                v0 += wp.sin(wp.where(v0 <= v0, wp.dot(wp.vec2(-1.27, 1.874), wp.vec2(0.7, -1.607)), x0[(tid + 1) % x0.shape[0]]))
                v18 = wp.lerp((wp.lerp(wp.vec2(1.295, -0.319), wp.vec2(1.3), v0) - wp.vec2(v0, v0)), wp.vec2(v0, wp.clamp(v0, -1.62, 0.37)), wp.dot((wp.vec2(-0.19, -0.5) + wp.vec2(0.5, 1.49)), (v0 * wp.vec2(-0.9, -0.25))))
                v19 = wp.log2(wp.abs(v0) + 1.0)
            elif ((tid % 8)) % 4 == 1:
                v0 += wp.sin((v0 * (v0 * v0)))
                v20 = (((wp.vec2(-1.0, 0.989) / (wp.abs(v0) + 1.0)))[1] + v0)
            elif wp.length(wp.vec2(0.39, -0.2)) >= (v0 + v0):
                v0 = v0 + wp.cos(wp.dot((wp.vec2(1.642) + wp.vec2(-0.656)), wp.vec2(0.8, -1.7)))
            else:
                v0 = v0 + wp.cos(float((2 % 7)))
                v0 = v0 + wp.sin(v0)
                v21 = wp.vec2(-0.9, -0.306)
        else:
            v0 += wp.sin(wp.cosh(wp.clamp((v0 + v0), -3.0, 3.0)))
            if ((2) % 3 == 1) or (not (v0 >= v0 and v0 >= v0)):
                v0 = v0 + wp.tanh(v0)
    else:
        v0 += wp.tanh((wp.vec2(-1.2, 1.6))[1])
    out0[tid] = v0 + wp.where((tid) % 3 == 0, wp.dot(wp.vec2(0.47, -0.196), wp.vec2(-1.575)), wp.length(wp.vec2(-1.153, -1.815))) * 0.46
    out1[tid] = v0 + v0 * 0.37
