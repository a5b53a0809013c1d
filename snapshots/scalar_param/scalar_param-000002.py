# Generated for case scalar_param-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: int, s2: float, s3: float, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (wp.lerp(wp.vec3(-0.51, 1.1, 1.611), wp.vec3(-0.32, 0.2, 0.24), (v1 - v1))).y
    v3 = wp.dot(wp.vec3(1.04, -1.3, 0.05), wp.cross(wp.vec3(-0.4, -1.1, -1.977), wp.vec3(-1.988, 1.55, -1.504)))
    v4 = x1[(tid + 5) % x1.shape[0]]
    v5 = wp.dot((wp.vec3(v1, v1, s2) / (wp.abs(wp.length(wp.vec3(0.17, -1.332, -0.8))) + 1.0)), (wp.normalize(wp.vec3(-0.5, -1.922, 1.013)) * s0))
    out0[tid] = v3 + v4 + v5 + wp.dot((wp.vec3(1.423, -1.6, -1.192) + wp.vec3(-1.698, -1.77, -0.191)), -(wp.vec3(0.6))) * 1.64
