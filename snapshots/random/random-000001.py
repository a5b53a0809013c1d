# Generated for case random-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    state = wp.rand_init(57960, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = float(-1.82)
    v3 = wp.length(wp.normalize(v1))
    out0[tid] = v2 + v3 + wp.randf(state) * 0.43
    out1[tid] = v2 + v3 + v2 * 0.33
