# Generated for case scalar_param-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: int, s2: float, s3: float, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (wp.lerp(wp.vec3(-0.51, 1.1, 1.611), wp.vec3(-0.32, 0.2, 0.24), (v1 - v1))).y
    v3 = wp.dot(wp.vec3(1.04, -1.3, 0.05), wp.cross(wp.vec3(-0.4, -1.1, -1.977), (wp.vec3(1.4, -1.6, 0.32) + wp.vec3(0.9, 2.0, 0.168))))
    v4 = (wp.length((wp.vec3(0.389, 0.035, 0.27) / (wp.abs(s2) + 1.0))) * ((0.16 - s2) - (s3 - v0)))
    v5 = (wp.normalize((wp.vec3(1.766) * s0)) * wp.dot((wp.vec3(1.423, -1.6, -1.192) + wp.vec3(-1.698, -1.77, -0.191)), -(wp.vec3(0.6))))
    out0[tid] = v2 + v3 + v4 + (wp.where(v1 <= s3, s0, 1.33) if (tid) % 2 == 0 else wp.round(v4)) * 0.64
