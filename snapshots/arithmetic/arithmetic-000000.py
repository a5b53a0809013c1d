# Generated for case arithmetic-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (float(wp.max(tid, tid)) / (wp.abs(v1) + 1.0))
    v3 = (v2 / (wp.abs(v1) + 1.0))
    out0[tid] = v1 + v2 + v3 + (v3 - (v2 + -1.23)) * 1.23
