# Generated for case nested_loop-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.dot(v0, v1)
    for j1 in range(6):
        v0 = v0 + wp.normalize(v1) * 1.06
    for j1 in range(2):
        v2 = v2 + wp.tanh(wp.length_sq(wp.vec2(0.2, -1.83)))
        for j2 in range(3):
            v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79
            v4 = v2
            for j3 in range(4):
                v1 = v1 + wp.normalize(v0) * 0.45
                v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))
                v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43
    for j1 in range(2, 6):
        v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86
        v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41
        v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93
    out0[tid] = v2 + v3 + -0.18 * 0.75
    out1[tid] = v2 + v3 + v1[1] * 0.54
