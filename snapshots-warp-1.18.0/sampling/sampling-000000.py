# Generated for case sampling-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def sampling_000000(x0: wp.array[wp.vec2], x1: wp.array[wp.vec2], x2: wp.array[wp.vec2], cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[float], out1: wp.array[wp.vec2]):
    tid = wp.tid()
    state = wp.rand_init(22251, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.vec3(-1.165, 1.254, 1.29)
    v4 = float(-1.4)
    for j5 in range(5):
        v4 += wp.tanh(-1.06)
    v6 = wp.randn(state)
    out0[tid] = v4 + v6 + v4 * 0.78 + wp.sin(v2[0]) + v3[0] + v3[1] + v3[2]
    out1[tid] = v0 + v1 + v2 + v2 * 0.39
