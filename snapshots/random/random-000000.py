# Generated for case random-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    state = wp.rand_init(31360, tid)
    v0 = x0[tid]
    if (tid) % 3 == 0:
        v0 = v0 + wp.tanh(wp.cbrt(wp.randf(state, -1.0, 1.0)))
        v1 = wp.vec3(0.264, -1.653, -1.41)
    v2 = wp.vec3((wp.vec3(1.5, 0.896, -1.383))[2], (x0[(tid + 1) % x0.shape[0]] - wp.randf(state, -1.0, 1.0)), v0)
    out0[tid] = v2 + (wp.min(v2, v2) + wp.cross(v2, v2)) * 0.36
