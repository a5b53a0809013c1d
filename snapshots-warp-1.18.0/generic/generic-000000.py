# Generated for case generic-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000000_f0(p0: Any, p1: Any, p2: Any):
    v0 = (p0 + p0)
    v1 = wp.length(wp.vector(type(p0)(-0.56), type(p0)(0.645), type(p0)(0.583)))
    return wp.clamp(wp.exp(wp.clamp(p0, type(p0)(-4.0), type(p0)(2.0))), type(p0)(-1.66), type(p0)(1.93)) + v0 + v1 + type(p0)(float(p1[0] + p1[1] + p1[2]) + float(p2[0] + p2[1] + p2[2]))


@wp.kernel(enable_backward=False)
def generic_000000_t(scale: Any, contact_velocities: wp.array(dtype=Any), contact_scores: wp.array(dtype=Any), contact_new_positions: wp.array(dtype=Any)):
    """Compute contact scores and contact new positions from contact velocities."""
    tid = wp.tid()
    v2 = contact_velocities[tid]
    v3 = generic_000000_f0(scale, wp.vector(scale.dtype(1.04), scale.dtype(0.154), scale.dtype(-1.71)), v2)
    v4 = scale
    v5 = scale
    contact_scores[tid] = v3 + v4 + v5 + v4 * scale.dtype(0.84)
    contact_new_positions[tid] = v2 + v2 * scale.dtype(0.52)


generic_000000 = wp.overload(generic_000000_t, {"scale": wp.float64, "contact_velocities": wp.array(dtype=wp.vec3d), "contact_scores": wp.array(dtype=wp.float64), "contact_new_positions": wp.array(dtype=wp.vec3d)})
