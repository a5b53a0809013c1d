# Generated for case spatial-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def spatial_000000_t(shape_wrenches: wp.array(dtype=Any), shape_velocities: wp.array(dtype=Any), damping: wp.transform, shape_scores: wp.array(dtype=Any)):
    tid = wp.tid()
    v0 = shape_wrenches[tid]
    v1 = shape_velocities[tid]
    v1[2] += wp.sin(((1.446 if float(tid) <= 1.0 else 1.1) + 0.7))
    v2 = wp.outer(v1, v1)
    v0[4] += wp.sin(-1.28)
    v3 = wp.transform_twist(damping, v0)
    v4 = v0
    shape_scores[tid] = 0.9 + wp.sin(v4[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + wp.dot(v3, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0))


spatial_000000 = wp.overload(spatial_000000_t, {"shape_wrenches": wp.array(dtype=wp.spatial_vector), "shape_velocities": wp.array(dtype=wp.vec3), "shape_scores": wp.array(dtype=float)})
