# Generated for case arithmetic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (((v0 * v1) / (wp.abs(v1) + 1.0)) - ((v0 * v0) - (v0 - v0)))
    v3 = (v1 + (x1[(tid + 3) % x1.shape[0]] - (v0 + v0)))
    v4 = (((v2 / (wp.abs(v2) + 1.0)) * (v2 + v2)) + -1.1)
    out0[tid] = v2 + v3 + v4 + v1 * 1.77
    out1[tid] = v2 + v3 + v4 + x1[(tid + 5) % x1.shape[0]] * 1.78
