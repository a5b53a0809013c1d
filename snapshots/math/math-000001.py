# Generated for case math-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = v0
    v4 = float(1.3)
    v5 = v4
    v6 = v1
    v7 = wp.sign(wp.sign(wp.clamp(v2, -0.24, 0.73)))
    out0[tid] = v5 + v6 + v7 + float(tid) * 1.47
