# Generated for case random-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    state = wp.rand_init(91069, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.vec3(1.919, -1.8, 1.897)
    v4 = float(1.59)
    out0[tid] = v1 + v2 + v4 + (v0 + (v1 * v1)) * 0.41
