# Generated for case static-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


C0 = wp.constant(-0.207)
K1 = 4
C2 = wp.constant(-0.2)


@wp.func
def static_000001_op0(x: float) -> float:
    return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502


@wp.func
def static_000001_op1(x: float) -> float:
    return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59


@wp.func
def static_000001_op2(x: float) -> float:
    return wp.frac(wp.cbrt(x)) * 0.8


OPS = (static_000001_op0, static_000001_op1, static_000001_op2,)


@wp.kernel
def static_000001_t(x0: wp.array[Any], x1: wp.array[Any], out0: wp.array[Any], out1: wp.array[Any]):
    """Write out0 and out1 from x0 and x1."""
    tid = wp.tid()  # thread index
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = v1
    if wp.static(K1 % 2 == 0):
        v0 += wp.sin(v0)
        for u3 in range(wp.static(2)):
            v0 = v0 + wp.sin(float(tid)) * wp.static(float(u3 + 1) * 0.44)
    else:
        v0 -= wp.tanh(v2) * 0.31
    for u4 in range(wp.static(K1)):
        v0 = v0 + wp.sin(wp.sqrt(wp.abs(v2) + 0.5)) * wp.static(float(u4 + 1) * 0.52)
    for u5 in range(wp.static(2)):
        v1 += wp.static(float(u5 * 3)) * 1.3 * wp.tanh(wp.max(v1, v1))
    v6 = float(0.0)
    for u7 in range(wp.static(len(OPS))):
        v6 += wp.static(OPS[u7])((v1 + v1))
    out0[tid] = v1 + v2 + v6 + v0 * 1.93
    # store
    out1[tid] = v1 + v2 + v6 + v1 * 0.88


static_000001 = wp.overload(static_000001_t, {"x0": wp.array[float], "x1": wp.array[float], "out0": wp.array[float], "out1": wp.array[float]})
