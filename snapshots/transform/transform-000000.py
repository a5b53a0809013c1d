# Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def transform_000000_t(x0: wp.array2d(dtype=Any), x1: wp.array2d(dtype=Any), x2: wp.array2d(dtype=Any), s0: wp.transform, acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any, ndim=2)):
    """Compute acc0 and out0 from x0, x1 and x2. One thread per element of a 2D grid."""
    i, j = wp.tid()  # thread index
    v0 = x0[i, j]
    v1 = x1[i, j]
    v2 = x2[i, j]
    v3 = wp.quat_from_axis_angle(wp.normalize(v2 + wp.vec3(0.0, 0.0, 2.5)), -1.2)
    v4 = s0[:3]
    axis5 = wp.vec3()
    angle6 = float(0.0)
    wp.quat_to_axis_angle(v3, axis5, angle6)
    v7 = s0
    out0[i, j] = wp.transform_multiply(wp.transform_multiply(v7, v7), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + wp.dot(wp.transform_point(v1, wp.vec3(1.0)), wp.vec3(1.0)) + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + v4[0] + v4[1] + v4[2] + axis5[0] + axis5[1] + axis5[2] + angle6), wp.quat_identity()))
    # store
    out0[i, j].p += wp.normalize(axis5)


transform_000000 = wp.overload(transform_000000_t, {"x0": wp.array(dtype=wp.vec3, ndim=2), "x1": wp.array(dtype=wp.transform, ndim=2), "x2": wp.array(dtype=wp.vec3, ndim=2), "acc0": wp.array(dtype=wp.vec3), "out0": wp.array(dtype=wp.transform, ndim=2)})
