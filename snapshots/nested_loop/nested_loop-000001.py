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
            v0 = v0 * 0.5 + wp.cos(((v1 + v1) - (-0.47 / (wp.abs(0.2) + 1.0))))
        for j4 in range(3):
            v0 = v0 * 0.5 + wp.sin(float(0))
            for j5 in range(3):
                v0 = v0 * 0.5 + wp.tanh(x0[(tid + 2) % x0.shape[0]])
                v0 = v0 * 0.5 + wp.sin(v1)
                v6 = wp.lerp(v0, v0, 0.25)
            for j7 in range(2):
                v0 = v0 * 0.5 + wp.sin(wp.atan2(wp.atan2(v1, wp.abs(v1) + 0.5), wp.abs(float(j7)) + 0.5))
    for j8 in range(3):
        v1 += wp.tanh(float((j8 % 3)))
        for j9 in range(2):
            v1 = v1 * 0.5 + wp.cos(-1.0)
            for j10 in range(2):
                v0 = v0 * 0.5 + wp.cos(1.698)
        for j11 in range(0, 2):
            v1 = v1 * 0.5 + wp.tanh(((wp.vec2(-0.27, -0.276))[1] + -1.622))
            v12 = wp.vec2(((v1 / (wp.abs(v1) + 1.0)) * wp.asin(wp.clamp(v0, -0.9, 0.9))), wp.log10(wp.abs(v0) + 1.0))
            for j13 in range(3):
                v1 = v1 * 0.5 + wp.sin(float(j8))
                v14 = wp.min(wp.vec2(0.26, (v1 - v1)), ((v12 + v12) * v12.y))
                v15 = wp.degrees(v0)
    out0[tid] = v1 + v0 + (wp.dot(wp.vec2(1.903, -1.5), wp.vec2(1.788)) * wp.floor(v0)) * 1.88
    out1[tid] = v1 + v0 + v0 * 0.9
