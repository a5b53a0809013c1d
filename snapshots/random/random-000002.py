# Generated for case random-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    state = wp.rand_init(93223, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.vec3(-1.55, -1.8, 0.72)
    v4 = (-(wp.vec3(v2, v2, 1.851)))[0]
    out0[tid] = v1 + v2 + v4 + v0 * 0.12
