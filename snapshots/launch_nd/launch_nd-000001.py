# Generated for case launch_nd-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[float], out0: wp.array3d[float], count: int):
    """Compute acc0 and out0 from x0, x1 and x2. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # this thread's element
    if i >= count:
        return  # past the end of the arrays
    v0 = x0[i, j, k]
    v1 = x1[i, j, k]
    v2 = x2[i, j, k]
    v3 = v2
    v4 = wp.trunc(v2)
    # outputs
    out0[i, j, k] = v2 + v3 + v4 + 0.38 + v0 + v1
