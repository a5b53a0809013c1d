# Generated for case nested_loop-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    for j2 in range(5):
        v0 = v0 + wp.cos(v1)
        for j3 in range(3):
            v1 = v1 + wp.cos(-1.43)
            v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)
            v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))
        for j5 in range(n):
            v0 += wp.sin(wp.min((v0 + v1), float(j2)))
            v1 += wp.cos((-1.18 - v0))
            for j6 in range(n):
                v1 += wp.cos(float(j2))
    for j7 in range(0, 2):
        v1 += wp.cos(((0.262 / (wp.abs(v0) + 1.0)) * v0))
        for j8 in range(n):
            v0 += wp.tanh(-1.39)
            for j9 in range(3):
                v0 = v0 + wp.sin(float(j8))
        for j10 in range(3):
            v1 += wp.tanh(v1)
            for j11 in range(n):
                v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))
            for j12 in range(3):
                v0 += wp.sin(float(j12))
    out0[tid] = v0 + v1 + float(tid) * 1.24
    out1[tid] = v0 + v1 + float(tid) * 0.47
