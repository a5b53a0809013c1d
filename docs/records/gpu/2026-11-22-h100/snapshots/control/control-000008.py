# Generated for case control-000008 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000008(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = float((tid + (tid + tid)))
    if v0 <= (v1 + 1.9):
        v0 += wp.sin(wp.round(v0))
        v2 = (v0 * (wp.vec3(1.6, -0.827, 0.487) / (wp.abs(wp.clamp(v1, -1.75, 1.11)) + 1.0)))
    for j3 in range(0, n * 3, 3):
        v1 = v1 + wp.cos((wp.where(v0 > v0, v0, v0) * wp.length_sq(wp.vec3(-1.04, -0.1, -0.7))))
    for j4 in range(n + 1, 0, -1):
        v0 = v0 + wp.sin(v1)
        if ((0 - tid)) % 2 == 0:
            v1 += wp.cos((v1 * wp.clamp(v0, -1.17, 0.95)))
            for j5 in range(0, n * 2, 2):
                v0 = v0 + wp.tanh((wp.clamp(v0, -0.15, 0.23) - (v0 * v1)))
                if (j4) % 4 == 0:
                    continue
                v0 = v0 + wp.sin(((v0 - v1) - (v1 * -1.47)))
        elif wp.clamp(v1, -0.85, 1.17) >= v1:
            v1 = v1 + wp.sin(x0[(tid + 2) % x0.shape[0]])
            if (v0 > v1) or (v1 < v1):
                break
        elif (j4) % 2 == 1:
            v0 += wp.cos(v0)
            v6 = v0
            for j7 in range(3):
                v0 = v0 + wp.tanh(x0[(tid + 3) % x0.shape[0]])
                v8 = x0[(tid + 3) % x0.shape[0]]
                v9 = (v1 / (wp.abs(((v6 * v8) - v0)) + 1.0))
        else:
            v0 += wp.tanh((wp.sinh(wp.clamp(v0, -3.0, 3.0)) + v0))
    v10 = wp.cross(wp.max(-(wp.vec3(0.53, 1.98, 0.6)), wp.lerp(wp.vec3(-0.299, -0.31, 0.4), wp.vec3(0.722, -0.55, 0.63), v1)), ((wp.vec3(1.6) / (wp.abs(v1) + 1.0)) - wp.max(wp.vec3(-1.8, -1.653, 1.733), wp.vec3(-0.5, 1.71, 0.4))))
    out0[tid] = v0 + v1 + wp.sqrt(wp.abs((v0 * v0)) + 0.5) * 1.36
