# Generated for case generic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000001_f0(p0: Any, p1: Any):
    v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))
    v1 = (p1 + p1)
    v2 = v1
    return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0))))


@wp.func
def generic_000001_f1(p0: Any, p1: Any):
    v3 = generic_000001_f0(p0, p1)
    return wp.cross(v3, wp.cross(p0, wp.vector(type(p1)(1.2), type(p1)(1.02), type(p1)(-0.33))))


@wp.func
def generic_000001_f2(p0: Any, p1: Any, p2: Any):
    v4 = generic_000001_f1(p1, p0)
    v5 = generic_000001_f0(p1, p2)
    v6 = (p2 + p2)
    return v6


@wp.kernel
def generic_000001_t(stiffness: Any, sample_radii: wp.array[Any], sample_velocities: wp.array[Any], sample_weights: wp.array[Any], sample_scores: wp.array[Any], num_samples: int):
    """Update sample scores from sample radii, sample velocities and sample weights."""
    tid = wp.tid()  # thread index
    if tid >= num_samples:
        return  # past the end of the arrays
    v7 = sample_radii[tid]
    v8 = sample_velocities[tid]
    v9 = sample_weights[tid]
    v10 = (v8 * stiffness)
    v11 = generic_000001_f0(v8, type(stiffness)(1.62))
    v12 = wp.lerp(v9, stiffness, type(stiffness)(0.25))
    v13 = generic_000001_f1(v8, generic_000001_f2(v12, v10, v12))
    # outputs
    sample_scores[tid] = v9 + stiffness + v12 + v12 * type(stiffness)(0.7)


generic_000001 = wp.overload(generic_000001_t, {"stiffness": float, "sample_radii": wp.array[float], "sample_velocities": wp.array[wp.vec3], "sample_weights": wp.array[float], "sample_scores": wp.array[float]})
