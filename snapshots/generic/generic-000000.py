# Generated for case generic-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000000_f0(p0: Any):
    v0 = -(p0)
    if v0 > type(p0)(0.09):
        return (p0 - v0)
    return (v0 * p0)


@wp.func
def generic_000000_f1(p0: Any):
    v1 = wp.dot(p0, wp.vector(type(p0[0])(1.04), type(p0[0])(0.154), type(p0[0])(-1.71)))
    return (wp.vector(v1, v1, v1) - (p0 + p0))


@wp.func
def generic_000000_f2(p0: Any):
    v2 = generic_000000_f0(type(p0[0])(-1.9))
    v3 = wp.dot(p0, wp.vector(type(p0[0])(-0.8), type(p0[0])(0.503), type(p0[0])(1.333)))
    return (p0 * v2)


@wp.kernel(enable_backward=False)
def generic_000000_t(scale: Any, contact_velocities: wp.array(dtype=Any), contact_scores: wp.array(dtype=Any), contact_distances: wp.array(dtype=Any)):
    """Compute contact scores and contact distances from contact velocities."""
    tid = wp.tid()
    v4 = contact_velocities[tid]
    v5 = (scale * scale)
    v6 = generic_000000_f0(generic_000000_f0(v5))
    v7 = generic_000000_f1(generic_000000_f2(v4))
    contact_scores[tid] = scale + v5 + v6 + v5 * type(scale)(1.98) + type(scale)(float(v4[0] + v4[1] + v4[2]))
    contact_distances[tid] = scale + v5 + v6 + v6 * type(scale)(1.73) + type(scale)(float(v7[0] + v7[1] + v7[2]))


generic_000000 = wp.overload(generic_000000_t, {"scale": wp.float64, "contact_velocities": wp.array(dtype=wp.vec3d), "contact_scores": wp.array(dtype=wp.float64), "contact_distances": wp.array(dtype=wp.float64)})
