# Generated for case launch_nd-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000002(x0: wp.array4d(dtype=wp.vec3), x1: wp.array4d(dtype=float), x2: wp.array(dtype=float, ndim=4), acc0: wp.array(dtype=float), out0: wp.array4d(dtype=float), out1: wp.array(dtype=wp.vec2, ndim=4)):
    i, j, k, l = wp.tid()
    v0 = x0[i, j, k, l]
    v1 = x1[i, j, k, l]
    v2 = x2[i, j, k, l]
    buf3 = wp.zeros(shape=(6,), dtype=float)
    for j4 in range(6):
        buf3[j4] = wp.where(v2 <= v1, v2, wp.tanh(v2))
    v5 = buf3[(i % 6)] + buf3[5] * 0.79
    v6 = v2
    v7 = v6
    out0[i, j, k, l] = v5 + v6 + v7 + min(wp.clamp(v7, -0.75, 0.11), float(j)) * 0.39
    out1[i, j, k, l] = wp.vec2(-1.323, -0.3) + wp.vec2(wp.sin(v1))
