# Generated for case control-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000002(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    if ((tid) % 3 == 0) or (v0 >= v0):
        v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44
        for j1 in range(n):
            v0 = v0 + wp.tanh(float(tid))
            w2 = int(0)
            while w2 < 3 and (0.85 <= v0):
                w2 = w2 + 1
                v0 = v0 + wp.sin((wp.atan(v0) + (v0 / (wp.abs(v0) + 1.0))))
                if v0 < v0:
                    continue
                v3 = (x0[(tid + 3) % x0.shape[0]] + wp.max(wp.length_sq(wp.vec3(-0.98, -1.88, -1.771)), (v0 - v0)))
            v4 = float(j1)
        w5 = int(0)
        while w5 < 3:
            w5 = w5 + 1
            v0 = v0 + wp.cos((wp.erfcinv(wp.clamp(-0.5, 0.2, 1.8)) * v0))
            v0 = v0 + wp.tanh(v0)
    w6 = int(0)
    while w6 < 5:
        w6 = w6 + 1
        v0 = v0 + wp.cos(wp.where((v0 <= v0) or (v0 <= 0.6), (v0 * v0), x0[(tid + 4) % x0.shape[0]]))
        for j7 in range(n):
            v0 = v0 + wp.sin((wp.vec3(v0, v0, v0)).z)
            v8 = wp.atan2((v0 - (v0 - v0)), wp.abs(0.7) + 0.5)
        v9 = v0
    if v0 > wp.abs(v0):
        v0 += wp.tanh(x0[(tid + 2) % x0.shape[0]])
        for j10 in reversed(range(n)):
            v0 = v0 + wp.tanh((float(j10) - wp.round(v0)))
            if (v0 <= -0.401) or (v0 >= v0):
                v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))
                v11 = wp.cw_div(((wp.vec3(-0.5, 1.2, 0.789) - wp.vec3(-1.6, 1.256, 0.293)) / (wp.abs(v0) + 1.0)), wp.vec3(1.5, 3.0, -2.0))
                v0 = v0 + wp.tanh(float((tid % 9)))
            w12 = int(0)
            while w12 < 5 and (v0 > v0):
                w12 = w12 + 1
                v0 -= wp.tanh(((v0 + v0) + (v0 * v0))) * 0.8
                v0 = v0 + wp.sin(v0)
                if -0.43 > v0:
                    out0[tid] = v0 + wp.dot(wp.vec3(1.741, 0.223, -1.3), wp.vec3(-1.493, 0.3, -1.6)) * 1.11
                    return
        v13 = (wp.length_sq(wp.vec3(v0, v0, v0)) + -((v0 / (wp.abs(0.843) + 1.0))))
    elif ((tid) % 3 == 0) or ((tid) % 3 == 0):
        v0 -= wp.cos((float(tid) / (wp.abs((v0 + v0)) + 1.0))) * 0.15
        if (v0 * v0) < wp.clamp(v0, -0.95, 0.55):
            v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])
            w14 = int(0)
            while w14 < 3:
                w14 = w14 + 1
                v0 -= wp.sin(v0) * 0.58
                if v0 < 1.6:
                    return
                v15 = wp.trunc(wp.dot(wp.normalize(wp.vec3(0.915, -1.2, 1.7)), wp.normalize(wp.vec3(0.867, 0.86, 0.82))))
        else:
            v0 += wp.cos(((v0 + v0) + x0[(tid + 5) % x0.shape[0]]))
            for j16 in reversed(range(n)):
                v0 = v0 + wp.sin((wp.cosh(wp.clamp(v0, -3.0, 3.0)) - wp.length_sq(wp.vec3(-0.56))))
                if v0 < v0:
                    out0[tid] = v0 + wp.tanh(v0) * 0.29
                    return
                v17 = v0
            v18 = v0
    else:
        v0 = v0 + wp.tanh(wp.abs(wp.clamp(1.12, -0.73, 1.75)))
        for j19 in reversed(range(n)):
            v0 -= wp.sin(wp.length_sq((wp.vec3(1.2, -1.6, 0.4) / (wp.abs(v0) + 1.0)))) * 0.66
            if (j19) % 2 == 0:
                continue
    for j20 in range(0, n * 2, 2):
        v0 = v0 + wp.sin(wp.degrees(wp.trunc(1.4)))
        if (v0 > v0) or (v0 <= v0):
            out0[tid] = v0 + (wp.vec3(v0, -1.3, v0)).x * 1.02
            return
        if not (v0 <= v0 or v0 > v0):
            break
    for j21 in range(6):
        v0 += wp.tanh((wp.dot(wp.vec3(0.615, 0.1, 1.427), wp.vec3(1.808, -0.7, 0.5)) / (wp.abs(float(j21)) + 1.0)))
    v22 = wp.erfinv(wp.clamp((v0 - 0.69), -0.8, 0.8))
    out0[tid] = v0 + v22 + wp.mod(wp.atan2(v0, wp.abs(v22) + 0.5), wp.abs((v0 + v22)) + 1.0) * 1.11
