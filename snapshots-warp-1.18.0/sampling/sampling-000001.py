# Generated for case sampling-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def sampling_000001(x0: wp.array[float], s0: wp.vec3, cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec3], num_elements: int):
    """Update acc0 and out0 from x0 and cdf."""
    tid = wp.tid()
    if tid >= num_elements:
        return
    state = wp.rand_init(80985, tid)
    v0 = x0[tid]
    v1 = float(wp.poisson(state, 0.24))
    out0[tid] = s0 + s0 * 1.18 + wp.vec3(v0 + v1)
