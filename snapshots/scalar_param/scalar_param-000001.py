# Generated for case scalar_param-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def scalar_param_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: float, s2: float, s3: float, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.length_sq((wp.normalize(wp.vec3(0.258)) + wp.vec3(-1.73)))
    v3 = (wp.dot(wp.vec3(1.2, 1.93, 0.0), (wp.vec3(1.6) + wp.vec3(-0.74, 0.58, -1.3))) + v1)
    v4 = (((-0.534 + v2) - (s2 - s2)) + wp.exp(wp.clamp(wp.round(s0), -4.0, 2.0)))
    v5 = v2
    out0[tid] = v3 + v4 + v5 + (wp.dot(wp.vec3(2.0, 0.66, 1.3), wp.vec3(-1.022, 0.506, 1.9)) / (wp.abs(wp.tan(wp.clamp(s2, -1.2, 1.2))) + 1.0)) * 1.97
