# Generated for case launch_nd-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[wp.vec3], out0: wp.array3d[float], count: int):
    """Update acc0 and out0 from x0, x1 and x2. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # one thread per element
    if i >= count:
        return
    v7 = float(0.0)
    v0 = x0[i, j, k]
    v1 = x1[i, j, k]
    v2 = x2[i, j, k]
    if x0[wp.max(i - 1, 0), wp.max(j - 1, 0), k] > float(j):
        v1 -= wp.cos(0.38) * 1.61
        buf3 = wp.zeros(shape=(6,), dtype=float)
        for j4 in range(6):
            buf3[j4] = ((v1 / 1.6) + (v1 * v0))
        v5 = buf3[(k * j)] + buf3[3] * 0.59
        v7 += v5
    v6 = (-0.848 * v2)
    out0[i, j, k] = v1 + v2 + v6 + v0 * 1.68 + v7
    # outputs
    out0[i, j, k] *= 0.27
