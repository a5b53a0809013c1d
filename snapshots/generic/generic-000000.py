# Generated for case generic-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000000_f0(p0: Any):
    v0 = -(wp.dot(wp.vector(type(p0)(-0.59), type(p0)(-1.43), type(p0)(-0.7)), (wp.vector(type(p0)(1.5), type(p0)(1.97), type(p0)(-1.3)) / (wp.abs(p0) + type(p0)(1.0)))))
    return (p0 - (v0 + v0))


@wp.func
def generic_000000_f1(p0: Any, p1: Any):
    v1 = p1
    v2 = wp.sqrt(wp.abs((wp.dot(p1, v1) - p0)) + type(p0)(0.5))
    v3 = (wp.length((p1 - p1)) - (v2 - (type(p0)(0.503) * p0)))
    if p0 > p0:
        return (p1 + v1)
    return ((v1 * v2) / (wp.abs(generic_000000_f0(p0)) + type(p0)(1.0)))


@wp.func
def generic_000000_f2(p0: Any, p1: Any, p2: Any):
    v4 = wp.vector(type(p1)(0.163), type(p1)(1.0), type(p1)(-0.819))
    v5 = wp.erf(wp.length(generic_000000_f1(type(p1)(-0.883), p2)))
    if p1 > v5:
        return p1
    return (generic_000000_f0(p1) * (p1 * p1))


@wp.kernel
def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    tid = wp.tid()
    v6 = x0[tid]
    v7 = generic_000000_f1(s0, wp.vector(type(s0)(-0.46), type(s0)(1.0), type(s0)(-0.4)))
    for j8 in range(6):
        v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))
        v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))
        v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))
    out0[tid] = v6 + wp.cos((v6 * v6)) * 0.46
    out1[tid] = v6 + ((v6 - -1.104) * x0[(tid + 5) % x0.shape[0]]) * 1.61


generic_000000 = wp.overload(generic_000000_t, {"s0": wp.float64, "x0": wp.array(dtype=float), "out0": wp.array(dtype=float), "out1": wp.array(dtype=float)})
