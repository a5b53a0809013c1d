# Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), s0: wp.vec3, s1: wp.vec3, s2: wp.vec3, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.length(v1)
    v4 = wp.sin((v0 + x0[(tid + 2) % x0.shape[0]]))
    out0[tid] = v2 + v3 + v4 + wp.length(-s0) * 0.27
    out1[tid] = v2 + v3 + v4 + v3 * 0.54
