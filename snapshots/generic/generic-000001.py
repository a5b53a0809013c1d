# Generated for case generic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.func
def generic_000001_f0(p0: Any, p1: Any):
    v0 = wp.normalize(((p0 * p1) - (p0 * p1)))
    v1 = ((wp.length_sq(v0) * wp.log(wp.abs(p1) + type(p1)(1.0))) - ((p1 - p1) - wp.min(p1, p1)))
    v2 = v1
    return wp.vector(wp.cos(v1), (v1 * p1), (v1 + v2))


@wp.func
def generic_000001_f1(p0: Any, p1: Any, p2: Any):
    v3 = (wp.clamp((p1 + p0), type(p0)(-0.75), type(p0)(0.23)) - wp.lerp((p0 + p1), wp.dot(p2, p2), type(p0)(0.25)))
    if (7) % 2 == 1:
        return (p2 + p2)
    return ((p1 + p1) * (p2 / (wp.abs(p1) + type(p0)(1.0))))


@wp.func
def generic_000001_f2(p0: Any, p1: Any, p2: Any):
    v4 = type(p0[0])(0.7)
    v5 = wp.floor(wp.length((v4 * p2)))
    return generic_000001_f1(v4, wp.clamp(type(p0[0])(1.1), type(p0[0])(-0.16), type(p0[0])(0.29)), generic_000001_f1(v5, v5, p0))


@wp.kernel
def generic_000001_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    tid = wp.tid()
    v6 = x0[tid]
    v7 = x1[tid]
    v8 = x2[tid]
    v9 = (v6 * ((v7 - v7) + wp.vector(v6, v8, type(s0)(1.321))))
    v10 = (wp.dot((s0 * v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))) - ((v8 + v6) - wp.length(v7)))
    v11 = ((wp.dot(wp.vector(type(s0)(-1.49), type(s0)(-1.896), type(s0)(0.809)), v9) + v6) - wp.cos(v6))
    v12 = generic_000001_f0(wp.vector(type(s0)(-1.0), type(s0)(1.844), type(s0)(-1.894)), (v10 * s0))
    v13 = generic_000001_f1(v6, v6, wp.vector(s0, type(s0)(0.06), v6))
    v14 = generic_000001_f2((v12 + v9), generic_000001_f0(v9, v11), generic_000001_f1(s0, type(s0)(0.251), v9))
    out0[tid] = s0 + v10 + v11 + wp.lerp(-(s0), wp.dot(v13, wp.vector(type(s0)(1.04), type(s0)(-0.786), type(s0)(-1.8))), type(s0)(0.25)) * type(s0)(0.66)
    out1[tid] = v12 + v13 + v14 + (v11 * generic_000001_f0(v12, s0)) * type(s0)(0.4)


generic_000001 = wp.overload(generic_000001_t, {"s0": float, "x0": wp.array(dtype=float), "x1": wp.array(dtype=wp.vec3), "x2": wp.array(dtype=float), "out0": wp.array(dtype=float), "out1": wp.array(dtype=wp.vec3)})
