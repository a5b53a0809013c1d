# Generated for case nested_loop-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000002(x0: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    for j1 in range(4):
        v0 = v0 + wp.normalize((wp.vec2(0.7, 0.73) + v0)) * 1.85
    for j1 in range(6):
        v0 = v0 + wp.normalize(wp.vec2(wp.sqrt(wp.abs(-0.2) + 0.5), (1.572 - 0.4))) * 0.18
        for j2 in range(n):
            v0 = v0 + wp.normalize((wp.length_sq(v0) * v0)) * 1.38
            for j3 in range(5):
                v0 = v0 + wp.normalize((wp.vec2(-1.0, -1.7) + (v0 + v0))) * 1.51
                v1 = wp.normalize((x0[(tid + 2) % x0.shape[0]] * wp.length_sq(wp.vec2(-1.3, -0.47))))
                v0 = v0 + wp.normalize(wp.cw_mul(x0[(tid + 5) % x0.shape[0]], wp.normalize(v1))) * 1.82
            for j3 in range(1, 4):
                v0 = v0 + wp.normalize(wp.cw_mul((v0 - v0), (v0 * -0.986))) * 0.34
    for j1 in range(n):
        v0 = v0 + wp.normalize(wp.max(wp.vec2(0.7, 1.0), (v0 - v0))) * 1.7
        for j2 in range(2, 7):
            v0 = v0 + wp.normalize(v0) * 1.13
            for j3 in range(n):
                v0 = v0 + wp.normalize(v0) * 0.58
                v0 = v0 + wp.normalize(v0) * 1.15
            v2 = (v0 + wp.vec2(v0[0], 0.76))
        for j2 in range(3):
            v0 = v0 + wp.normalize(wp.vec2(-0.049, (-0.708 - -1.64))) * 1.72
    v3 = (wp.dot(v0, wp.vec2(-0.621, 1.25)) + wp.log(wp.abs(float(tid)) + 1.0))
    out0[tid] = v3 + wp.dot(wp.vec2(0.9, -1.856), wp.lerp(wp.vec2(1.484, 1.003), v0, v3)) * 0.2
