# Generated for case arithmetic-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (((v0 - v0) + v0) / (wp.abs(x0[(tid + 4) % x0.shape[0]]) + 1.0))
    v2 = v1
    out0[tid] = v0 + v1 + v2 + (v0 / (wp.abs((v1 - v2)) + 1.0)) * 0.89
