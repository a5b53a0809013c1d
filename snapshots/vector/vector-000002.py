# Generated for case vector-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4), out1: wp.array(dtype=wp.vec4)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = (x1[(tid + 3) % x1.shape[0]] + ((v1 * v2) * v2))
    v4 = wp.max(wp.max(x0[(tid + 2) % x0.shape[0]], wp.normalize(v0)), ((v0 + v0) - (v0 + v0)))
    v5 = wp.vec3((wp.erfc(v2) * wp.atan2(v2, wp.abs(v2) + 0.5)), v2, v2)
    v6 = v5
    out0[tid] = ((wp.vec4(-1.4, 0.3, 0.3, 1.566) - wp.vec4(-0.27, -1.3, -1.401, -1.95)) * -(v2))
    out1[tid] = wp.vec4(1.98, 0.496, -1.02, -1.049) + wp.vec4(wp.sin(v1[0]))
