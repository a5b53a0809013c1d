# Generated for case multi_conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    if (wp.max(tid, tid)) % 2 == 1:
        v0 = v0 + wp.cos(v0)
        v0 = v0 + wp.tanh(v0)
        if wp.length_sq(wp.vec2(1.23, 1.16)) <= float(tid):
            v1 = v1 + wp.normalize(((v0 * -1.78) * (v1 + v1))) * 0.78
            if ((tid) % 3 == 1) and (v0 > v0):
                v0 = v0 + wp.tanh(v0)
                v2 = wp.lerp(wp.length_sq(wp.vec2(v0, -0.2)), ((v0 - v0) - wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0))), 0.25)
                v1 = v1 + wp.normalize((wp.normalize(v1) * v2)) * 1.67
            elif wp.log(wp.abs(0.7) + 1.0) <= wp.dot(v1, v1):
                v0 = v0 + wp.sin(v0)
                v3 = wp.tanh(v0)
                v0 = v0 + wp.sin(v3)
            elif (v0 > v0) or (v0 < v0):
                v0 = v0 + wp.tanh(wp.asin(wp.clamp(wp.where(v0 > v0, v0, v0), -0.9, 0.9)))
            elif wp.log2(wp.abs(v0) + 1.0) < (v0 / (wp.abs(v0) + 1.0)):
                v0 = v0 + wp.cos(((-0.14 - v0) / (wp.abs(wp.clamp(1.516, -0.73, 0.11)) + 1.0)))
            else:
                v0 = v0 + wp.sin((wp.length(v1) - wp.dot(wp.vec2(0.931, -0.522), v1)))
                v4 = x0[(tid + 3) % x0.shape[0]]
            v5 = ((wp.atan2(v0, v0 + 3.0) * wp.exp(wp.clamp(v0, -4.0, 4.0))) / (wp.abs(wp.where((0.1 > v0) or (v0 < -1.07), v0, x0[(tid + 3) % x0.shape[0]])) + 1.0))
    else:
        v1 = v1 + wp.normalize(wp.normalize(wp.vec2(v0, -1.56))) * 1.88
        v6 = (((1.5 * v0) - v0) * (v0 + wp.dot(wp.vec2(0.14, 0.48), v1)))
        v1 = v1 + wp.normalize(((v1 + v1) + wp.max(v1, v1))) * 1.86
    v7 = v0
    v8 = v7
    if wp.dot(v1, wp.vec2(1.6, -0.781)) <= v8:
        v0 = v0 + wp.tanh(v8)
        if (v0 / (wp.abs(v7) + 1.0)) > wp.radians(v8):
            v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])
            if (v8 > 1.391) or ((v8 > v0) and (v8 > v0)):
                v8 = v8 + wp.cos(wp.step(v7) * v8)
            else:
                v8 = v8 + wp.sin(wp.where(v8 < v7, x0[(tid + 3) % x0.shape[0]], wp.length_sq(wp.vec2(1.746, -0.34))))
        else:
            v0 = v0 + wp.tanh((wp.length(v1) - v7))
            if wp.erf(v7) > (0.7 - v0):
                v8 = v8 + wp.sin(wp.dot((wp.vec2(1.0, -0.15) + v1), wp.lerp(v1, v1, v7)))
                v9 = wp.sqrt(wp.abs(x0[(tid + 5) % x0.shape[0]]) + 0.5)
                v10 = (x1[(tid + 5) % x1.shape[0]] + v1)
            elif ((tid) % 4 == 1) and (v0 > v8):
                v8 = v8 + wp.cos(wp.dot((v7 * v1), wp.vec2(1.08, v7)))
            else:
                v0 = v0 + wp.tanh(v0)
                v11 = wp.atan2(v8, (wp.where(v7 > v0, -1.89, v8) * (v8 / (wp.abs(1.4) + 1.0))) + 3.0)
                v8 = v8 + wp.cos(v0)
        v7 = v7 + wp.tanh(wp.dot((v1 + v1), (v7 * v1)))
    elif wp.abs(v7) < (v0 - v0):
        v1 = v1 + wp.normalize(v1) * 0.33
    else:
        v0 = v0 + wp.tanh(wp.atan((v8 - v0)))
        v12 = wp.vec2(((v7 / (wp.abs(0.2) + 1.0)) + wp.clamp(v8, -0.11, 0.93)), (v8 + v0))
        if wp.degrees(v7) > (v8 / (wp.abs(v8) + 1.0)):
            v8 = v8 + wp.cos(wp.length_sq(v12))
        else:
            v7 = v7 + wp.sin(((v7 * v0) - wp.length(v12)))
            if ((tid) % 4 == 1) and (v8 > v0):
                v1 = v1 + wp.normalize(wp.vec2(1.32, -1.92)) * 1.16
                v13 = v8
                v14 = float(4)
            else:
                v7 = v7 + wp.sin(v7)
                v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])
                v1 = v1 + wp.normalize(((v8 * v12) - v12)) * 0.38
    out0[tid] = v0 + v7 + v8 + (v7 * v8) * 1.95
    out1[tid] = v0 + v7 + v8 + wp.dot(wp.min(wp.vec2(-0.4, 0.7), v1), (v8 * v1)) * 0.46
