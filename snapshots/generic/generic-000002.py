# Generated for case generic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000002_f0(p0: Any, p1: Any):
    v0 = -(p0)
    v1 = ((wp.vector(p0, p0, v0) / (wp.abs((p0 * v0)) + type(p0)(1.0))) * ((v0 * p0) - (p0 * v0)))
    v2 = ((p0 * (v1 / (wp.abs(type(p0)(1.7)) + type(p0)(1.0)))) - p1)
    return ((wp.vector(type(p0)(-1.3), type(p0)(0.0), type(p0)(-0.904)) * type(p0)(-0.267)) + (v2 * v0))


@wp.kernel
def generic_000002_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    tid = wp.tid()
    v3 = x0[tid]
    v4 = x1[tid]
    v5 = wp.vector(type(s0)(-1.7), type(s0)(-1.336), type(s0)(-1.685))
    v6 = (x0[(tid + 5) % x0.shape[0]] - wp.sin(v4))
    v7 = generic_000002_f0(wp.cos(s0), v5)
    out0[tid] = v4 + s0 + v6 + s0 * type(s0)(1.84)
    out1[tid] = v4 + s0 + v6 + (v6 + type(s0)(0.925)) * type(s0)(1.1)


generic_000002 = wp.overload(generic_000002_t, {"s0": float, "x0": wp.array(dtype=float), "x1": wp.array(dtype=float), "out0": wp.array(dtype=float), "out1": wp.array(dtype=float)})
