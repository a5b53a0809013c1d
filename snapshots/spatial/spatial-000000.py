# Generated for case spatial-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def spatial_000000_t(shape_wrenches: wp.array(dtype=Any), shape_velocities: wp.array(dtype=Any), damping: wp.transform, shape_scores: wp.array(dtype=Any)):
    tid = wp.tid()
    v0 = shape_wrenches[tid]
    v1 = shape_velocities[tid]
    v2 = float(-0.7)
    shape_scores[tid] = v2 + v2 * 1.34 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2]


spatial_000000 = wp.overload(spatial_000000_t, {"shape_wrenches": wp.array(dtype=wp.spatial_vector), "shape_velocities": wp.array(dtype=wp.vec3), "shape_scores": wp.array(dtype=float)})
