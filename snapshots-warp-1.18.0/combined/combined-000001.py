# Generated for case combined-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel(enable_backward=False)
def combined_000001_t(x0: wp.array[Any], x1: wp.array[Any], s0: wp.vec3, s1: float, n: int, acc0: wp.array[Any], out0: wp.array[Any]):
    tid = wp.tid()  # launch index
    v10 = float(0.0)
    v0 = x0[tid]
    v1 = x1[tid]
    for j2 in range(3):
        v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))
        if (v0 + s1) > wp.where(v1 <= 1.031, v0, v1):
            v0 = v0 + wp.tanh(wp.dot((s1 * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))
            s0[1] *= wp.sin(s1)
            v3 = (((v0 + v0) - s1) - float((j2 % 4)))
            v10 += v3
        else:
            s1 = s1 + wp.sin((v1 + v1))
            v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))
            v10 += v4[0] + v4[1]
        for j5 in range(3):
            s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56
            v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))
    v6 = wp.trace(wp.skew((s0 + s0)))
    if ((-1.85 < v0) or (-1.0 < v6)) and (v6 > v0):
        v1 = v1 + wp.sin(wp.dot(wp.cross(s0, wp.vec3(1.14, -0.108, -1.62)), s0))
        for j7 in range(n):
            s1 += wp.cos(wp.lerp(float(j7), v1, 0.25))
            v8 = wp.length_sq((float(tid) * wp.vec2(-1.91, 1.829)))
            v10 += v8
    for j9 in range(4):
        v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))
        if (1.934 / (wp.abs(s1) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), s0):
            s1 += wp.sin(v1)
            v1 = v1 + wp.sin(0.1)
            v6 += wp.tanh(1.428)
        else:
            s0 += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27
            v1 = v1 + wp.sin(0.934)
        s0[2] -= wp.sin(1.7)
    # store
    out0[tid] = (wp.lerp(wp.vec2(0.9, -0.542), wp.vec2(0.1, -0.965), v6) * v0) + wp.vec2(v10)


combined_000001 = wp.overload(combined_000001_t, {"x0": wp.array[float], "x1": wp.array[float], "acc0": wp.array[float], "out0": wp.array[wp.vec2]})
