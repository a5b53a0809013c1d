# Generated for case sampling-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def sampling_000000(x0: wp.array[wp.vec2], x1: wp.array[wp.vec2], x2: wp.array[wp.vec2], cdf: wp.array[float], out0: wp.array[float], out1: wp.array[wp.vec3]):
    tid = wp.tid()
    state = wp.rand_init(50805, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = float(1.26)
    v4 = (-1.379 - v3)
    out0[tid] = v3 + v4 + v3 * 0.43 + wp.sin(v0[0])
    out1[tid] = wp.vec3(1.895, -1.1, -1.165) + wp.vec3(wp.sin(v2[0]))
