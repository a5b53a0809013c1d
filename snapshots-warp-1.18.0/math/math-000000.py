# Generated for case math-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000000(x0: wp.array[float], out0: wp.array[float]):
    """Write out0 from x0."""
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (-1.8 * v0)
    v2 = min(v1, v1)
    v3 = wp.max(v0, v1)
    out0[tid] = v1 + v2 + v3 + 0.09
