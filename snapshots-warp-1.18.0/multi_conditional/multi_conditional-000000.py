# Generated for case multi_conditional-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def multi_conditional_000000_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):
    tid = wp.tid()  # this thread's element
    v0 = x0[tid]
    v1 = x1[tid]
    if v1 < v0:
        v0 = v0 + wp.tanh(-1.6)
    if v0 < 1.389:
        v0 += wp.cos(wp.where(tid % 4 == 1, float(tid), v1 - 1.97))
    else:
        v0 = v0 + wp.sin(wp.length((wp.vec2(0.58, 1.5) * v1)))
        if v1 >= (v0 / (wp.abs(v0) + 1.0)):
            v0 += wp.cos(x1[(tid + 1) % x1.shape[0]])
            if (v1 + v1) >= v0:
                v1 += wp.cos(v0)
                v0 -= wp.cos((v1 / (wp.abs((v0 + 0.5)) + 1.0))) * 1.17
                v0 = v0 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) - (v1 * v0)))
            else:
                v0 = v0 + wp.tanh((v0 / (wp.abs((v0 * v0)) + 1.0)))
                v0 += wp.cos(wp.pow(wp.abs(wp.cosh(wp.clamp(v1, -3.0, 3.0))) + 1.0, wp.clamp(v0, -2.0, 2.0)))
        elif (v1 - v0) >= wp.min(v0, v1):
            v1 = v1 + wp.cos(((-0.7 * v0) + -1.915))
        elif (tid) % 4 == 0:
            v0 = v0 + wp.tanh(wp.cos(v0))
    out0[tid] = wp.vec2(-1.0, -1.46) + wp.vec2(wp.sin(v1))
    # outputs
    out1[tid] = wp.vec2(-0.9, -0.044) + wp.vec2(wp.sin(v0))


multi_conditional_000000 = wp.overload(multi_conditional_000000_t, {"x0": wp.array(dtype=float), "x1": wp.array(dtype=float), "out0": wp.array(dtype=wp.vec2), "out1": wp.array(dtype=wp.vec2)})
