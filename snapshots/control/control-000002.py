# Generated for case control-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):
    tid = wp.tid()
    v24 = float(0.0)
    v0 = x0[tid]
    if ((tid) % 3 == 0) or (v0 >= v0):
        v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44
        for j1 in range(n):
            v0 = v0 + wp.tanh(float(tid))
            w2 = int(0)
            while w2 < 3 and (0.85 <= v0):
                w2 = w2 + 1
                v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])
            w3 = int(0)
            while w3 < 5 and ((j1) % 2 == 1):
                w3 = w3 + 1
                v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))
        v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)
        v24 += v4
    if wp.min(v0, v0) >= (v0 - v0):
        v0 += wp.tanh(v0)
    elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):
        v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))
        v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))
        v24 += v5
    elif (v0 <= -0.401) or (v0 >= v0):
        v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))
        v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])
        if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:
            v0 = v0 + wp.tanh(v0)
            w6 = int(0)
            while w6 < 5:
                w6 = w6 + 1
                v0 = v0 + wp.cos((1.399 + 0.76))
                if (v0 < v0) and (v0 < v0):
                    continue
                if v0 > v0:
                    break
    elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):
        v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))
        for j7 in range(2):
            v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])
            if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):
                v0 -= wp.tanh(-1.3) * 1.55
            for j8 in range(0, n * 3, 3):
                v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])
                if v0 <= v0:
                    out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99
                    return
                v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))
                v24 += v9
        v10 = wp.vec3(1.81, -1.66, -1.6)
        v24 += v10[0] + v10[1] + v10[2]
    else:
        v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))
        for j11 in range(0, n * 3, 3):
            v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19
            if (v0 + v0) >= v0:
                v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])
                v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)
                v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))
                v24 += v12[0] + v12[1] + v12[2]
    if (v0 - v0) <= (v0 - v0):
        v0 = v0 + wp.tanh(wp.sin(v0))
        if 0.38 < 0.2:
            out0[tid] = v0 + v0 * 1.1
            return
        for j13 in range(6):
            v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])
            if (j13) % 3 == 0:
                continue
            if (j13) % 4 == 1:
                break
    elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:
        v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))
        v0 = v0 + wp.tanh(v0)
        if v0 > v0:
            return
    elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):
        v0 = v0 + wp.sin(v0)
        for j14 in range(n + 3, 0, -1):
            v0 += wp.sin(float(tid))
            if (v0 > v0) and (v0 <= v0):
                out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11
                return
            v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))
            v24 += v15
    elif (v0 + v0) < v0:
        v0 = v0 + wp.cos(((v0 - v0) + v0))
        for j16 in range(0, n * 2, 2):
            v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))
            if v0 > v0:
                return
        for j17 in range(n):
            v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))
            if not (v0 <= v0 or v0 < -1.654):
                break
            v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))
            v24 += v18[0] + v18[1] + v18[2]
    else:
        v0 += wp.sin(v0)
        w19 = int(0)
        while w19 < 2 and (v0 < 0.9):
            w19 = w19 + 1
            v0 = v0 + wp.tanh(0.04)
            if v0 > v0:
                break
        for j20 in reversed(range(n)):
            v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))
            for j21 in range(n):
                v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))
                v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))
                if v0 > v0:
                    continue
    if (v0 <= v0) and (-0.14 <= v0):
        out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69
        return
    for j22 in range(n):
        v0 += wp.sin(-0.864)
        if (v0 < v0) or (-1.604 < v0):
            break
    v23 = v0
    out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56 + v24
