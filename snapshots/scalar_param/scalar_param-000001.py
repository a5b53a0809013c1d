# Generated for case scalar_param-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.struct
class S0:
    e0: wp.array[float]
    b1: float
    a2: wp.vec3


@wp.func
def scalar_param_000001_f0(p0: S0, p1: wp.vec3, p2: float) -> wp.vec3:
    v0 = (p2 - p0.b1)
    if (p0.b1 <= 1.9) or (p0.b1 <= v0):
        return p0.a2
    return p0.a2


@wp.kernel(enable_backward=False)
def scalar_param_000001_t(x0: wp.array[Any], x1: wp.array[Any], pS0: S0, s0: float, s1: int, s2: wp.vec3, n: int, acc0: wp.array[Any], out0: wp.array[Any], out1: wp.array[Any]):
    """Compute acc0, out0 and out1 from x0 and x1."""
    tid = wp.tid()  # thread index
    v8 = float(0.0)
    v1 = x0[tid]
    v2 = x1[tid]
    v3 = (pS0.b1 * pS0.b1)
    for j4 in range(n):
        s0 = s0 + wp.cos(pS0.b1)
        v5 = v2
        v8 += v5
        v6 = v5
        v8 += v6
    v7 = scalar_param_000001_f0(pS0, wp.lerp(pS0.a2, wp.vec3(-0.0, 1.4, -0.6), v1), (s0 + v2))
    out0[tid] = v2 + v3 + s0 + v3 * 1.78 + v8
    # store
    out1[tid] = s2 + v7 + s2 * 1.84


scalar_param_000001 = wp.overload(scalar_param_000001_t, {"x0": wp.array[float], "x1": wp.array[float], "acc0": wp.array[float], "out0": wp.array[float], "out1": wp.array[wp.vec3]})
