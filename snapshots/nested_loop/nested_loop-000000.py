# Generated for case nested_loop-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    for j2 in range(1, 6):
        v1 += wp.normalize(((v1 + v1) + (v1 - v1))) * 0.88
        for j3 in range(3):
            v0 = v0 + wp.tanh(wp.asin(wp.clamp(wp.where(v0 > v0, v0, v0), -0.9, 0.9)))
            for j4 in range(3):
                v1 += wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 0.53
    for j5 in reversed(range(n)):
        v0 -= wp.tanh((wp.abs(v0) + wp.length_sq(v1))) * 1.09
        for j6 in range(1, 6):
            v1 = v1 + wp.normalize(wp.vec2(v0, wp.clamp(v0, -1.67, 0.36))) * 1.33
            for j7 in range(3):
                v1 = v1 + wp.normalize(wp.vec2(v0, v0)) * 1.91
    out0[tid] = v0 + ((v0 - v0) / (wp.abs((v0 if v0 >= v0 else v0)) + 1.0)) * 1.33
    out1[tid] = v0 + -(wp.smoothstep(-1.0, 1.0, v0) * v0) * 0.7
