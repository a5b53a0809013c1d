# Generated for case arithmetic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (0.087 - float(wp.max(tid, tid)))
    v3 = (((v2 + -1.3) / (wp.abs((v2 + v1)) + 1.0)) / (wp.abs(v1) + 1.0))
    v4 = x1[(tid + 3) % x1.shape[0]]
    v5 = x0[(tid + 4) % x0.shape[0]]
    v6 = float((wp.abs(int(wp.floor(v4))) % 6))
    v7 = (((v0 + -1.1) / (wp.abs(v1) + 1.0)) / (wp.abs(((v2 - 0.996) + v5)) + 1.0))
    out0[tid] = v5 + v6 + v7 + v6 * 1.45
    out1[tid] = v5 + v6 + v7 + ((v3 * -1.5) - (0.1 - v1)) * 1.71
