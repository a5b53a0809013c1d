# Generated for case math-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = float(1.3)
    v2 = v0
    out0[tid] = v0 + v1 + v2 + abs(v0) * 0.89
    out1[tid] = v0 + v1 + v2 + wp.pow(wp.abs(wp.where(wp.nonzero(v1) > 0.0, v0, -0.5)) + 1.0, wp.clamp(wp.round(v2), -2.0, 2.0)) * 1.97
