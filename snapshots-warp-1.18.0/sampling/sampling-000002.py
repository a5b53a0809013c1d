# Generated for case sampling-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def sampling_000002(x0: wp.array[float], x1: wp.array[wp.vec3], x2: wp.array[float], cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec2]):
    tid = wp.tid()
    state = wp.rand_init(18465, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    wp.atomic_min(acc0, 0, wp.noise(state, wp.where(v2 <= 1.16, v0, 0.11)))
    out0[tid] = wp.vec2(1.122, -0.6) + wp.vec2(v1[0] + v1[1] + v1[2])
