# Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), s0: float, s1: int, out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = s0
    v3 = wp.vec3(v0, wp.pow(wp.abs((v2 - v0)) + 1.0, wp.clamp(x0[(tid + 3) % x0.shape[0]], -2.0, 2.0)), (v2 - (-0.9 - v2)))
    v4 = float(1.8)
    v5 = v2
    v6 = wp.cross(v1, v1)
    out0[tid] = v1 + v3 + v6 + wp.normalize(wp.vec3(v4, -1.9, v5)) * 0.71
