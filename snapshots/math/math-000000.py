# Generated for case math-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = ((v0 + wp.min(v0, v1)) / (wp.abs(wp.pow(wp.abs((v0 - v0)) + 1.0, wp.clamp(float(tid), -2.0, 2.0))) + 1.0))
    v3 = wp.min(wp.exp(wp.clamp(wp.trunc(1.55), -4.0, 4.0)), (wp.clamp(0.609, -0.65, 1.08) * (v0 * v0)))
    v4 = wp.sinh(wp.clamp(wp.abs(wp.max(0.8, v2)), -4.0, 4.0))
    v5 = wp.where(wp.ceil(v1) < v0, v0, wp.smoothstep(-1.0, 1.0, (v4 / (wp.abs(-1.7) + 1.0))))
    out0[tid] = v3 + v4 + v5 + wp.atan2(wp.copysign(v4, v0), v3 + 3.0) * 0.89
