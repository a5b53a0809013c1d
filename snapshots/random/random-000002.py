# Generated for case random-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    state = wp.rand_init(91319, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (wp.normalize((v1 * v0)))[2]
    v3 = v0[1]
    out0[tid] = v1 + v2 + v3 + wp.length(v0) * 0.12
    out1[tid] = v1 + v2 + v3 + v1 * 0.62
