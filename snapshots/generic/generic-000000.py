# Generated for case generic-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000000_f0(p0: Any, p1: Any, p2: Any):
    v0 = (p0 + p0)
    v1 = wp.length(wp.vector(type(p0)(-0.56), type(p0)(0.645), type(p0)(0.583)))
    return wp.clamp(wp.exp(wp.clamp(p0, type(p0)(-4.0), type(p0)(2.0))), type(p0)(-1.66), type(p0)(1.93)) + v0 + v1


@wp.kernel(enable_backward=False)
def generic_000000_t(relaxation: Any, sample_positions: wp.array[Any], sample_residuals: wp.array[Any], sample_gradients: wp.array[Any]):
    """Evaluate sample residuals and sample gradients from sample positions."""
    tid = wp.tid()
    v2 = sample_positions[tid]
    v3 = generic_000000_f0(relaxation, wp.vector(relaxation.dtype(1.04), relaxation.dtype(0.154), relaxation.dtype(-1.71)), v2)
    v4 = relaxation
    v5 = relaxation
    sample_residuals[tid] = v3 + v4 + v5 + v4 * relaxation.dtype(0.84)
    sample_gradients[tid] = v2 + v2 * relaxation.dtype(0.52)


generic_000000 = wp.overload(generic_000000_t, {"relaxation": wp.float64, "sample_positions": wp.array[wp.vec3d], "sample_residuals": wp.array[wp.float64], "sample_gradients": wp.array[wp.vec3d]})
