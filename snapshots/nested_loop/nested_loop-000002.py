# Generated for case nested_loop-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.sin(v0)
    for j3 in range(0, 4):
        v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))
        for j4 in reversed(range(n)):
            v0 = v0 * 0.5 + wp.sin(1.3)
            for j5 in range(n):
                v2 = v2 * 0.5 + wp.sin(float(tid))
        for j6 in range(2, 7):
            v2 = v2 * 0.5 + wp.sin(float(j6))
            v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))
    out0[tid] = v1 + v2 + v0 + v1 * 1.51
    out1[tid] = v1 + v2 + v0 + ((wp.vec2(-1.8, 1.77))[1] * wp.dot(wp.vec2(-0.1, -1.3), wp.vec2(1.9, -0.636))) * 1.63
