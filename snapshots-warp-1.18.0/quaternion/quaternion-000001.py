# Generated for case quaternion-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def quaternion_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any)):
    """Update acc0 and out0 from x0, x1 and x2."""
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.quat_rotate(wp.quat_identity(), v1)
    v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)
    v5 = float(1.771)
    out0[tid] = v5 + v5 * 1.1 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + v3[0] + v3[1] + v3[2] + v4[0] + v4[1] + v4[2] + v4[3]


quaternion_000001 = wp.overload(quaternion_000001_t, {"x0": wp.array(dtype=wp.vec3), "x1": wp.array(dtype=wp.vec3), "x2": wp.array(dtype=wp.mat33), "acc0": wp.array(dtype=float), "out0": wp.array(dtype=float)})
