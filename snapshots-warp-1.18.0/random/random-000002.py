# Generated for case random-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel(enable_backward=False)
def random_000002_t(x0: wp.array2d[Any], x1: wp.array2d[Any], s0: float, acc0: wp.array[Any], out0: wp.array2d[Any], flags: wp.array2d[Any]):
    i, j = wp.tid()  # launch index
    state = wp.rand_init(93223, (i) * 8 + j)
    v0 = x0[i, j]
    v1 = x1[i, j]
    v2 = v0
    if (s0 < 0.1) and (v1 > -2.0):
        flags[i, j] |= 8
    v3 = wp.randn(state)
    # store
    out0[i, j] = v1 + s0 + v3 + s0 * 0.18 + v0[0] + v0[1] + v0[2] + v2[0] + v2[1] + v2[2]


random_000002 = wp.overload(random_000002_t, {"x0": wp.array2d[wp.vec3], "x1": wp.array2d[float], "acc0": wp.array[float], "out0": wp.array2d[float], "flags": wp.array2d[int]})
