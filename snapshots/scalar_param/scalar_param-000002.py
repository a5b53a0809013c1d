# Generated for case scalar_param-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, s2: float, s3: wp.vec3, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (-0.2 / (wp.abs(((s1 + 0.973) / (wp.abs(wp.ceil(s2)) + 1.0))) + 1.0))
    v3 = ((wp.dot(s0, s3) + wp.log2(wp.abs(v0) + 1.0)) + (v0 - (-1.5 + s1)))
    v4 = wp.cw_mul(wp.cw_mul((s3 * 0.652), (s3 - s3)), (v1 * (v3 * s0)))
    v5 = (((v3 * v4))[0] + wp.clamp(wp.dot(v4, s0), -0.67, 1.29))
    v6 = ((wp.sinh(wp.clamp(-1.72, -4.0, 4.0)) + 0.619) - wp.ceil(wp.length_sq(s0)))
    out0[tid] = v3 + v5 + v6 + v0 * 1.99
