# Generated for case vector-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def vector_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.where(((v1 >= 1.838) and (v0 <= v0)) and ((tid) % 3 == 0), ((wp.vec2(-1.438, 1.5) - wp.vec2(-1.997, 1.649)) + wp.vec2(0.04, 1.41)), (wp.vec2(v1, v1) + (v1 * wp.vec2(1.235, -1.9))))
    v3 = wp.min(wp.cross(wp.where(v0 > -0.898, wp.vec3(-0.1, -0.848, 1.673), wp.vec3(1.9, 0.796, -0.39)), wp.vec3(-1.2, v1, v0)), wp.vec3(wp.clamp(v0, -0.47, 0.53), v1, v1))
    v4 = wp.vec4(1.1, 0.3, -0.31, 1.34)
    v5 = (v0 * wp.length(wp.max(wp.vec3(-0.711, -1.6, -0.85), v3)))
    v6 = wp.cw_mul(v4, wp.normalize(v4))
    out0[tid] = v2 + ((v2 + v2) + (v1 * v2)) * 0.23
