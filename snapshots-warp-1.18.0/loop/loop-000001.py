# Generated for case loop-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):
    """Evaluate out0 from x0 and x1."""
    tid = wp.tid()  # this thread's element
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.dot(v1, v1)
    # store
    out0[tid] = v0 + v2 + v2 * 0.75 + v1[0] + v1[1] + v1[2]
