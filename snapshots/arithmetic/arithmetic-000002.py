# Generated for case arithmetic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = v2
    v4 = x2[(tid + 1) % x2.shape[0]]
    v5 = x0[(tid + 2) % x0.shape[0]]
    out0[tid] = v3 + v4 + v5 + v2 * 0.31
