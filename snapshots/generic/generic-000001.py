# Generated for case generic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000001_f0(p0: Any, p1: Any):
    v0 = wp.normalize(((p0 * p1) - (p0 * p1)))
    v1 = ((wp.length_sq(v0) * wp.log(wp.abs(p1) + type(p1)(1.0))) - ((p1 - p1) - wp.min(p1, p1)))
    v2 = v1
    return (wp.cos(v1) - wp.length_sq(p0))


@wp.func
def generic_000001_f1(p0: Any, p1: Any):
    v3 = wp.dot(((wp.vector(type(p0)(-1.4), type(p0)(-0.6), type(p0)(0.8)) - wp.vector(type(p0)(-0.0), type(p0)(-0.03), type(p0)(0.121))) + wp.vector(type(p0)(0.93), type(p0)(1.698), type(p0)(-0.59))), wp.vector(type(p0)(0.9), type(p0)(-1.712), type(p0)(-0.0)))
    return (type(p0)(1.62) * wp.lerp(p1, p0, type(p0)(0.25)))


@wp.func
def generic_000001_f2(p0: Any, p1: Any, p2: Any):
    v4 = ((wp.length_sq(p1) * generic_000001_f0(p1, type(p0)(0.9))) + wp.clamp((p2 - p2), type(p0)(-0.26), type(p0)(1.06)))
    v5 = wp.erf(p0)
    return (v4 - v4)


@wp.kernel
def generic_000001_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    tid = wp.tid()
    v6 = x0[tid]
    v7 = x1[tid]
    v8 = x2[tid]
    if (type(s0)(1.735) * v8) <= x2[(tid + 5) % x2.shape[0]]:
        v8 += wp.cos(wp.max(s0, generic_000001_f2(v8, wp.vector(type(s0)(1.7), type(s0)(-1.2), type(s0)(-0.8)), s0)))
    v9 = (((v6 * v7) + wp.lerp(v7, type(s0)(-0.6), type(s0)(0.25))) * wp.vector(type(s0)(1.376), type(s0)(1.19), type(s0)(-0.173)))
    v10 = generic_000001_f1(type(s0)(-1.7), v7)
    out0[tid] = v8 + s0 + v10 + v8 * type(s0)(1.57)
    out1[tid] = v8 + s0 + v10 + ((v10 + v8) + v6) * type(s0)(0.6)


generic_000001 = wp.overload(generic_000001_t, {"s0": float, "x0": wp.array(dtype=float), "x1": wp.array(dtype=float), "x2": wp.array(dtype=float), "out0": wp.array(dtype=float), "out1": wp.array(dtype=float)})
