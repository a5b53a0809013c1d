# Generated for case control-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):
    tid = wp.tid()
    v9 = float(0.0)
    v0 = x0[tid]
    if wp.where(v0 <= v0, v0, v0) > wp.smoothstep(-1.0, 1.0, v0) * v0:
        v0 = v0 + wp.sin(wp.dot((-0.68 * wp.vec3(-1.95, -1.8, 1.801)), wp.normalize(wp.vec3(-1.88, -1.771, -0.0))))
    v1 = v0
    v2 = wp.mod(wp.acos(wp.clamp((v0 - v1), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v1 > v0, v0, v1))) + 1.0)
    if wp.min(v1, v2) >= wp.length(wp.vec3(-0.77, 0.153, 0.83)):
        v0 += wp.cos((wp.length(wp.vec3(-0.6, 0.84, -0.662)) - (wp.vec3(-1.8, 1.8, -1.566))[0]))
        if v1 > v2:
            out0[tid] = v0 + v1 + v2 + wp.length((wp.vec3(-1.6, 0.7, -1.899) * v1)) * 1.55
            return
    elif (wp.max(tid, 1)) % 4 == 0:
        v2 = v2 + wp.tanh(wp.round(0.5))
        v0 = v0 + wp.tanh(x0[(tid + 1) % x0.shape[0]])
    elif wp.ceil(v0) < v2:
        v0 = v0 + wp.sin(wp.clamp((v0 + v2), -1.84, 0.25))
    else:
        v0 -= wp.cos(wp.sin((v1 - v0))) * 1.43
        for j3 in reversed(range(n)):
            v1 += wp.cos(v0)
            v4 = (wp.length_sq(wp.min(wp.vec3(0.917, 1.503, 0.252), wp.vec3(0.615, 1.01, 0.858))) / (wp.abs((wp.log2(wp.abs(-1.73) + 1.0) - wp.asin(wp.clamp(v1, -0.9, 0.9)))) + 1.0))
            v9 += v4
            if (v1 * v0) < wp.length(wp.vec3(-1.8, -1.814, 0.359)):
                v1 += wp.cos((float(j3) - wp.length(wp.vec3(-1.0))))
                if (tid) % 2 == 0:
                    continue
                if (v1 < v0) and (v0 < 0.32):
                    break
            else:
                v0 -= wp.sin(v2) * 0.73
                v5 = v1
                v9 += v5
                if v0 >= -1.9:
                    break
        w6 = int(0)
        while w6 < 2 and (2.0 <= v2):
            w6 = w6 + 1
            v0 = v0 + wp.sin((v2 / (wp.abs((v2 - v2)) + 1.0)))
            v2 = v2 + wp.tanh(wp.clamp(x0[(tid + 1) % x0.shape[0]], -1.32, 0.8))
    v7 = (wp.lerp(wp.dot(wp.vec3(-0.53, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969)), float(tid), 0.25) + wp.atan2(-1.7, wp.abs(wp.dot(wp.vec3(-1.6, -0.699, -0.682), wp.vec3(-1.1, 1.82, -1.348))) + 0.5))
    if wp.length_sq(wp.vec3(-0.56)) >= x0[(tid + 3) % x0.shape[0]]:
        v2 = v2 + wp.sin(wp.erfc((v0 + v7)))
        v0 -= wp.sin(v2) * 0.47
    else:
        v0 = v0 + wp.tanh(wp.clamp(wp.length_sq(wp.vec3(1.82, -0.66, 1.73)), -1.55, 1.9))
        w8 = int(0)
        while w8 < 5:
            w8 = w8 + 1
            v2 = v2 + wp.cos(float(w8))
    out0[tid] = v2 + v0 + v1 + 0.4 * 1.32 + v9
