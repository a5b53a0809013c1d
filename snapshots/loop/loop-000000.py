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
        v1 = v1 + wp.normalize((-0.7 * wp.vec3(-0.61, -1.78, 0.47))) * 0.34
    buf3 = wp.zeros(shape=6, dtype=float)
    for j4 in range(6):
        buf3[j4] = ((v0 * -2.0) - wp.length_sq(v1))
    v5 = buf3[(4 + tid) % 6] + buf3[1] * 1.41
    for j6 in range(2, 7):
        v1 += wp.normalize(wp.cross(wp.vec3(-0.2, -0.99, 0.0), wp.vec3(1.53, 1.7, -0.747))) * 0.66
    for j7 in range(n):
        v0 = v0 + wp.cos(wp.erfcinv(wp.clamp((v5 * v5), 0.2, 1.8)))
    out0[tid] = v1 + -(wp.cw_mul(v1, v1)) * 1.17
    out1[tid] = v5 + v0 + wp.mod(wp.cbrt(v0), wp.abs(v0) + 1.0) * 0.33
