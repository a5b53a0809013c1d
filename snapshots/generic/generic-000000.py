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
    v4 = float(v3)
    return (p0 * v2) + wp.vector(type(p0[0])(v4), type(p0[0])(v4), type(p0[0])(v4))


@wp.kernel(enable_backward=False)
def generic_000000_t(relaxation: Any, sample_positions: wp.array[Any], sample_residuals: wp.array[Any], sample_costs: wp.array[Any]):
    """Evaluate sample residuals and sample costs from sample positions."""
    tid = wp.tid()
    v5 = sample_positions[tid]
    v6 = (relaxation * relaxation)
    v7 = generic_000000_f0(generic_000000_f0(v6))
    v8 = generic_000000_f1(generic_000000_f2(v5))
    sample_residuals[tid] = relaxation + v6 + v7 + v6 * type(relaxation)(1.98) + type(relaxation)(float(v5[0] + v5[1] + v5[2]))
    sample_costs[tid] = relaxation + v6 + v7 + v7 * type(relaxation)(1.73) + type(relaxation)(float(v8[0] + v8[1] + v8[2]))


generic_000000 = wp.overload(generic_000000_t, {"relaxation": wp.float64, "sample_positions": wp.array[wp.vec3d], "sample_residuals": wp.array[wp.float64], "sample_costs": wp.array[wp.float64]})
