# Generated for case loop-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    for j2 in range(n):
        v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])
        v0 = v0 + wp.tanh(wp.cosh(wp.clamp(wp.min(v0, v0), -3.0, 3.0)))
    v3 = (wp.atan2(wp.log2(wp.abs(v0) + 1.0), wp.abs(wp.where(v0 <= v0, v0, v0)) + 0.5) * wp.cosh(wp.clamp(float(tid), -3.0, 3.0)))
    for j4 in range(n):
        v0 += wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))
        buf5 = wp.zeros(shape=6, dtype=float)
        for j6 in range(6):
            buf5[j6] = v1[2]
        v7 = buf5[max(tid, (-1)) % 6] + buf5[2] * 1.68
        buf8 = wp.zeros(shape=5, dtype=float)
        for j9 in range(5):
            buf8[j9] = wp.mod(v3, wp.abs(wp.dot(v1, v1)) + 1.0)
        v10 = buf8[(2 % 9)] + buf8[2] * 1.95
    for j11 in range(n):
        v3 += wp.cos((x1[(tid + 5) % x1.shape[0]])[0])
    out0[tid] = v1 + wp.cw_div(wp.vec3(-1.14, 1.9, 0.779), wp.vec3(3.0, 1.5, 3.0)) * 0.63
    out1[tid] = v0 + v3 + (wp.length(v1) - v1[2]) * 0.77
