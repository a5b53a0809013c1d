# Generated for case math-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000000(x0: wp.array[float], out0: wp.array[float]):
    """Write out0 from x0."""
    tid = wp.tid()
    v0 = x0[tid]
    v1 = float(-1.8)
    v2 = (v1 * -1.45)
    v3 = wp.rint(v0)
    v4 = (v3 + v2)
    v5 = wp.atan2(v3, wp.abs(v1) + 0.5)
    out0[tid] = v3 + v4 + v5 + -0.5
