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
    v3 = (wp.length((p1 - p1)) - (v2 - (p0 * v2)))
    return wp.vector(p0, v3, wp.dot(p1, p1))


@wp.func
def generic_000000_f2(p0: Any):
    v4 = p0
    v5 = (generic_000000_f0(wp.tanh(p0)) - generic_000000_f0(generic_000000_f0(p0)))
    return wp.erf(wp.length(wp.vector(type(p0)(1.015), type(p0)(-0.915), type(p0)(-0.883))))


@wp.kernel
def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    tid = wp.tid()
    v6 = x0[tid]
    v7 = v6
    v8 = ((s0 * (s0 + s0)) * (wp.lerp(s0, s0, type(s0)(0.25)) * (s0 + type(s0)(0.075))))
    v9 = generic_000000_f0(wp.atan(type(s0)(0.3)))
    v10 = generic_000000_f1(type(s0)(-1.7), generic_000000_f1(v8, v7))
    v11 = generic_000000_f2(generic_000000_f2(type(s0)(1.575)))
    out0[tid] = v8 + v9 + v11 + wp.dot(v6, (v10 * v11)) * type(s0)(0.52)
    out1[tid] = v6 + v7 + v10 + v10 * type(s0)(1.48)


generic_000000 = wp.overload(generic_000000_t, {"s0": wp.float64, "x0": wp.array(dtype=wp.vec3d), "out0": wp.array(dtype=wp.float64), "out1": wp.array(dtype=wp.vec3d)})
