# Generated for case sampling-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def sampling_000002(x0: wp.array[float], x1: wp.array[wp.vec3], x2: wp.array[float], cdf: wp.array[float], out0: wp.array[wp.vec2], out1: wp.array[wp.vec2]):
    tid = wp.tid()
    state = wp.rand_init(18465, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    c3 = wp.sample_cdf(state, cdf) % cdf.shape[0]
    v4 = cdf[c3] * 1.37
    out0[tid] = wp.vec2(1.863, 1.18) + wp.vec2(wp.sin(v4))
    out1[tid] = wp.vec2(0.7, 1.07) + wp.vec2(wp.sin(v4))
