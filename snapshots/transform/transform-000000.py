# Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def transform_000000_t(x0: wp.array(dtype=Any, ndim=2), x1: wp.array(dtype=Any, ndim=2), x2: wp.array(dtype=Any, ndim=2), s0: wp.vec3, acc0: wp.array(dtype=Any), out0: wp.array2d(dtype=Any)):
    """Compute acc0 and out0 from x0, x1 and x2. One thread per element of a 2D grid."""
    i, j = wp.tid()  # thread index
    v0 = x0[i, j]
    v1 = x1[i, j]
    v2 = x2[i, j]
    v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), 1.26)
    v4 = wp.transform_compose(v0, v3, (wp.cw_mul(wp.vec3(-1.08, -1.69, -1.6), v0) + wp.vec3(0.5)))
    v5 = v3
    v6 = wp.transform_inverse(v1)
    # store
    out0[i, j] = wp.transform_multiply(wp.transform_multiply(v6, wp.transform(wp.vec3(-1.38, 1.66, 1.248), wp.quat_identity())), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + wp.ddot(v4, wp.mat44(1.0)) + v5[0] + v5[1] + v5[2] + v5[3]), wp.quat_identity()))


transform_000000 = wp.overload(transform_000000_t, {"x0": wp.array(dtype=wp.vec3, ndim=2), "x1": wp.array(dtype=wp.transform, ndim=2), "x2": wp.array(dtype=wp.vec3, ndim=2), "acc0": wp.array(dtype=wp.vec3), "out0": wp.array(dtype=wp.transform, ndim=2)})
