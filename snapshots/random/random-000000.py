# Generated for case random-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def random_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):
    tid = wp.tid()
    state = wp.rand_init(6570, tid)
    v0 = x0[tid]
    v1 = float(0.9)
    v2 = v0
    out0[tid] = v0 + v2 + x0[(tid + 4) % x0.shape[0]] * 1.18
    out1[tid] = v1 + ((v1 - v1) * wp.randf(state)) * 0.94 + wp.sin(v0[0])
