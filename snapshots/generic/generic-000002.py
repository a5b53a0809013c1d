# Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000002_f0(p0: Any, p1: Any):
    v0 = -(p0)
    v1 = ((wp.vector(p0, p0, v0) / (wp.abs((p0 * v0)) + type(p0)(1.0))) * ((v0 * p0) - (p0 * v0)))
    v2 = ((p0 * (v1 / (wp.abs(p0) + type(p0)(1.0)))) - p1)
    return ((wp.vector(type(p0)(-1.3), type(p0)(0.0), type(p0)(-0.904)) * type(p0)(-0.267)) + (v2 * v0))


@wp.kernel
def generic_000002_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    tid = wp.tid()
    v3 = x0[tid]
    v4 = x1[tid]
    v5 = v4
    v6 = v4
    v7 = generic_000002_f0(v3, (s0 * v4))
    out0[tid] = v3 + s0 + s0 * type(s0)(0.35)
    out1[tid] = v5 + v6 + v7 + ((v6 - wp.vector(type(s0)(-0.82), type(s0)(-0.4), type(s0)(-1.038))) - (wp.vector(type(s0)(0.925), type(s0)(0.1), type(s0)(-1.442)) - v4)) * type(s0)(0.6)


generic_000002 = wp.overload(generic_000002_t, {"s0": float, "x0": wp.array(dtype=float), "x1": wp.array(dtype=wp.vec3), "out0": wp.array(dtype=float), "out1": wp.array(dtype=wp.vec3)})
