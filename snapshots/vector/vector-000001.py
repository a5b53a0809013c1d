# Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def vector_000001(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec4)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = wp.norm_huber(wp.cw_mul(wp.vec4(-0.28, -0.18, -1.1, 1.22), (wp.vec4(-0.5, 1.6, 1.18, 0.979) + wp.vec4(-0.722, -0.15, -1.8, -1.27))))
    v2 = wp.vec4(1.1)
    out0[tid] = v0 + wp.cross((wp.vec3(-1.943, 1.18, 0.04) + v0), wp.vec3(-0.57, 1.4, -1.6)) * 0.87
    out1[tid] = v2 + wp.max(v2, (v2 + v2)) * 1.23 + wp.vec4(wp.sin(v0[0]))
