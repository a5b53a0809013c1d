# Generated for case linalg-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def linalg_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    """Compute acc0, out0 and out1 from x0 and x1."""
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = float(-1.81)
    m3 = v1 + wp.diag(wp.vec3(1.5, 3.0, 4.5))
    m4 = wp.mat33()
    s5 = wp.vec3()
    wp.eig3(m3 + wp.transpose(m3), m4, s5)
    v6 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m4)
    v7 = wp.length(s5)
    m8 = m3 + wp.diag(wp.vec3(1.5, 3.0, 4.5))
    m9 = wp.mat33()
    s10 = wp.vec3()
    wp.eig3(m8 + wp.transpose(m8), m9, s10)
    v11 = m9 @ wp.diag(wp.vec3(wp.tanh(s10[0]), wp.tanh(s10[1]), wp.tanh(s10[2]))) @ wp.transpose(m9)
    v12 = wp.length(s10)
    m13 = wp.matrix_from_cols(wp.get_diag(m3), wp.max(v0, v0), wp.vec3(v7, v2, -1.886)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))
    m14 = wp.mat33()
    s15 = wp.vec3()
    m16 = wp.mat33()
    wp.svd3(m13, m14, s15, m16)
    v17 = m14 @ wp.diag(wp.vec3(wp.sin(s15[0]), wp.sin(s15[1]), wp.sin(s15[2]))) @ wp.transpose(m16)
    out0[tid] = v2 + v7 + v12 + v12 * 1.38
    out1[tid] = v11 + m13 + v17 + m3 * 0.51 + v6


linalg_000001 = wp.overload(linalg_000001_t, {"x0": wp.array(dtype=wp.vec3), "x1": wp.array(dtype=wp.mat33), "acc0": wp.array(dtype=float), "out0": wp.array(dtype=float), "out1": wp.array(dtype=wp.mat33)})
