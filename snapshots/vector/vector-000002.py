# Generated for case vector-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def vector_000002(x0: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (wp.normalize(wp.vec2(0.26, -0.87)) * (wp.dot(wp.vec3(1.83, -0.515, -0.5), wp.vec3(-0.9, -1.92, 0.638)) * (1.618 * 0.858)))
    v2 = x0[(tid + 2) % x0.shape[0]]
    v3 = wp.lerp((wp.vec4(-0.04, -0.8, -1.6, -0.06) - wp.where(-1.04 > -0.739, v2, v0)), x0[(tid + 4) % x0.shape[0]], 0.828)
    v4 = wp.normalize(wp.vec2(-0.749, wp.dot(wp.vec4(-1.714, -1.925, 1.838, -0.429), v2)))
    out0[tid] = wp.vec3(-1.7, (0.04 / (wp.abs(-0.27) + 1.0)), 1.1)
