# Generated for case scalar_param-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def scalar_param_000001(x0: wp.array(dtype=float), s0: wp.vec3, s1: int, s2: int, s3: float, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (wp.length_sq((wp.vec3(0.7, 1.0, 0.0) + s0)) / (wp.abs((wp.ceil(v0) + v0)) + 1.0))
    v2 = wp.where(x0[(tid + 3) % x0.shape[0]] < wp.clamp(v0, -0.47, 1.4), -1.494, v1)
    out0[tid] = s3 + v1 + v2 + -0.95 * 0.29
    out1[tid] = s3 + v1 + v2 + v2 * 0.58
