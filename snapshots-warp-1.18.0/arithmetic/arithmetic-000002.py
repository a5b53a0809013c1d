# Generated for case arithmetic-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()  # launch index
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = v2
    v4 = (v2 / (wp.abs(v1) + 1.0))
    # outputs
    out0[tid] = v2 + v3 + v4 + v0 * 0.74 + v1
