# Generated for case arithmetic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = (float((wp.abs(1) % 7)) / (wp.abs((v0 / (wp.abs(v2) + 1.0))) + 1.0))
    v4 = x0[(tid + 4) % x0.shape[0]]
    v5 = (v1 / (wp.abs(((v1 + v1) / (wp.abs((-1.4 - v4)) + 1.0))) + 1.0))
    v6 = (((v4 + v2) + (1.52 * v1)) - v1)
    out0[tid] = v4 + v5 + v6 + (v3 * (v5 + 1.651)) * 1.67
    out1[tid] = v4 + v5 + v6 + x2[(tid + 5) % x2.shape[0]] * 1.95
