# Generated for case control-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000001(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))
    for j2 in range(2):
        v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])
        v3 = v0
        w4 = int(0)
        while w4 < 3 and ((v3 < v0) or (v1 > v3)):
            w4 = w4 + 1
            v0 = v0 + wp.tanh(wp.sign((v1 * -1.106)))
            if v3 >= wp.dot(wp.vec3(0.3, -0.84, -1.3), wp.vec3(0.53, -0.0, -1.2)):
                v1 = v1 + wp.sin((float(tid) if v3 <= v0 else (v3 + v1)))
            else:
                v0 -= wp.tanh(((v0 * v0) * abs(v0))) * 1.35
            for j5 in range(0, n * 3, 3):
                v1 = v1 + wp.sin((wp.clamp(1.909, -0.45, 1.97) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))
    v6 = wp.smoothstep(-1.0, 1.0, v1) * v1
    v7 = v0
    for j8 in reversed(range(n)):
        v6 = v6 + wp.cos(wp.dot((wp.vec3(1.762, 1.338, -0.3) + wp.vec3(0.0, -1.28, -0.863)), wp.vec3(-1.9, -1.9, -1.036)))
        if (j8) % 3 == 1:
            break
    out0[tid] = v1 + v6 + v7 + (float(tid) * (v6 + v6)) * 0.66
