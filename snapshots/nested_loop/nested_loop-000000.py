# Generated for case nested_loop-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    for j2 in range(1, 6):
        v1 += wp.normalize(((wp.vec2(0.59, -1.594) + wp.vec2(-0.3)) + (wp.vec2(-0.36) - wp.vec2(-0.8, 1.04)))) * 1.11
    for j3 in range(n):
        v0 = v0 + wp.sin(wp.where(0.46 > -1.113, 1.6, 1.94))
        for j4 in range(3):
            v0 = v0 * 0.5 + wp.tanh(float(j4))
            v0 = v0 * 0.5 + wp.cos(-0.5)
        v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 0.87
    out0[tid] = v0 + v0 * 1.28
    out1[tid] = v0 + wp.length(wp.lerp(v1, v1, v0)) * 1.91
