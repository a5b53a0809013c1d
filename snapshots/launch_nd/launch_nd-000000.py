# Generated for case launch_nd-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000000(x0: wp.array4d(dtype=float), x1: wp.array(dtype=float, ndim=4), x2: wp.array4d(dtype=wp.vec3), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=4)):
    i, j, k, l = wp.tid()
    v0 = x0[i, j, k, l]
    v1 = x1[i, j, k, l]
    v2 = x2[i, j, k, l]
    v3 = v0
    v4 = (v3 + wp.length_sq((v2 + v2)))
    v5 = (wp.cbrt(float(l)) / (wp.abs(x1[(i + 3) % x1.shape[0], (j + 2) % x1.shape[1], (k + 4) % x1.shape[2], l]) + 1.0))
    v6 = wp.where(not (v3 >= v1 or v5 >= v5), ((1.6 - v4) + v1), ((v3 - v0) / (wp.abs(x0[(i + 4) % x0.shape[0], (j + 3) % x0.shape[1], (k + 5) % x0.shape[2], l]) + 1.0)))
    v7 = x2[(i + 4) % x2.shape[0], j, (k + 5) % x2.shape[2], l]
    out0[i, j, k, l] = v4 + v5 + v6 + (1.969 * wp.log2(wp.abs(v3) + 1.0)) * 1.26
