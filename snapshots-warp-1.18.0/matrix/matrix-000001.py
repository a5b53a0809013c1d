# Generated for case matrix-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def matrix_000001_f0(p0: wp.mat22, p1: float, p2: float) -> float:
    v0 = (wp.diag(wp.vec3(-0.53, 0.22, 1.272)) @ wp.identity(n=3, dtype=float) * -1.32)
    v1 = wp.vec3(1.2, -1.57, -1.53)
    return wp.sin((p1 + p1)) + p2 + wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(v0, wp.mat33(1.0)) + v1[0] + v1[1] + v1[2]


@wp.kernel
def matrix_000001_t(x0: wp.array3d(dtype=Any), s0: wp.mat22, acc0: wp.array(dtype=Any), out0: wp.array3d(dtype=Any), out1: wp.array3d(dtype=Any)):
    i, j, k = wp.tid()
    v2 = x0[i, j, k]
    v3 = wp.vec3(1.5, 0.736, -1.442)
    v4 = (v2 * -1.276)
    v5 = matrix_000001_f0((s0 + s0), -1.6, -0.98)
    out0[i, j, k] = wp.identity(n=4, dtype=float) * -1.8 + wp.identity(n=4, dtype=float) * wp.sin(v5) + wp.identity(n=4, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)) + wp.ddot(v4, wp.mat33(1.0)))
    out1[i, j, k] = s0 + s0 * 0.69 + wp.identity(n=2, dtype=float) * (v3[0] + v3[1] + v3[2])


matrix_000001 = wp.overload(matrix_000001_t, {"x0": wp.array(dtype=wp.mat33, ndim=3), "acc0": wp.array(dtype=float), "out0": wp.array(dtype=wp.mat44, ndim=3), "out1": wp.array(dtype=wp.mat22, ndim=3)})
