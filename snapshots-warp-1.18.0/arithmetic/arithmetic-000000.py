# Generated for case arithmetic-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000000(x0: wp.array[float], out0: wp.array[float]):
    tid = wp.tid()  # this thread's element
    v0 = x0[tid]
    v1 = (v0 / (wp.abs(v0) + 1.0))
    # outputs
    out0[tid] = v0 + v1 + v1 * 1.34
