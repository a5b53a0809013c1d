# Generated for case math-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (v1 / (wp.abs((wp.clamp(v1, -0.67, 0.89) * v1)) + 1.0))
    v3 = wp.max(v1, v1)
    v4 = v2
    v5 = wp.tanh(v2)
    v6 = (+(wp.ceil(v3)) + wp.degrees((v4 + v0)))
    v7 = v4
    out0[tid] = v5 + v6 + v7 + ((v5 / (wp.abs(v5) + 1.0)) * wp.max(v5, -1.116)) * 1.08
    out1[tid] = v5 + v6 + v7 + wp.abs(v1) * 0.38
