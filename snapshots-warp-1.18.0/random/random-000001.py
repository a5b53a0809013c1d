# Generated for case random-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array(dtype=float, ndim=3), s0: wp.vec3, acc0: wp.array(dtype=float), out0: wp.array3d(dtype=float), num_elements: int):
    """Accumulate acc0 and out0 from x0, x1 and x2. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # one thread per element
    if i >= num_elements:
        return
    v6 = float(0.0)
    state = wp.rand_init(2946, ((i) * 2 + j) * 2 + k)
    v0 = x0[i, j, k]
    v1 = x1[i, j, k]
    v2 = x2[i, j, k]
    v3 = v2
    if v2 < wp.randn(state):
        v1 += wp.tanh(wp.length_sq(s0))
        v4 = wp.trunc(v2)
        v6 += v4
        v5 = wp.where(v3 >= -1.45, s0, s0)
        v6 += v5[0] + v5[1] + v5[2]
    # store
    out0[i, j, k] = v1 + v2 + v3 + v0 * 1.78 + v6
