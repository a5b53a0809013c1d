# Generated for case scalar_param-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import enum
from typing import Any

import warp as wp


@wp.struct
class S0:
    e0: wp.array[float]
    b1: float
    a2: wp.vec3


class JointKind(enum.IntEnum):
    FIXED = 0
    REVOLUTE = 1
    PRISMATIC = 2


@wp.func
def scalar_param_000001_f0(p0: S0):
    v0 = p0.b1
    return p0.b1 + v0


@wp.kernel(enable_backward=False)
def scalar_param_000001_t(x0: wp.array[Any], x1: wp.array[Any], mode: int, pS0: S0, s0: int, s1: wp.vec3, s2: wp.vec3, s3: int, n: int, acc0: wp.array[Any], out0: wp.array[Any]):
    """Compute acc0 and out0 from x0 and x1."""
    tid = wp.tid()  # thread index
    v1 = x0[tid]
    v2 = x1[tid]
    gain3 = 1.0
    if mode == JointKind.PRISMATIC:
        gain3 = 1.0
    elif mode == JointKind.REVOLUTE.value:
        gain3 = 0.99
    v4 = scalar_param_000001_f0(pS0)
    v5 = float(-1.494)
    # store
    out0[tid] = pS0.a2 + s1 + s2 + s2 * 0.34 + wp.vec3(v1 + v2 + gain3 + v4 + v5)


scalar_param_000001 = wp.overload(scalar_param_000001_t, {"x0": wp.array[float], "x1": wp.array[float], "acc0": wp.array[float], "out0": wp.array[wp.vec3]})
