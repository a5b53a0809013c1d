# Generated for case loop-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000001(x0: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    for j1 in range(5):
        v0 = v0 + wp.normalize(v0) * 1.27
        v1 = (((1.2 / (wp.abs(-1.3) + 1.0)) / (wp.abs((-1.412 - 0.79)) + 1.0)) - -1.3)
    v2 = (wp.length(v0) - wp.exp(wp.clamp(-1.2, -4.0, 4.0)))
    for j1 in range(2, 5):
        v0 = v0 + wp.normalize(wp.vec3(wp.exp(wp.clamp(v2, -4.0, 4.0)), (v2 / (wp.abs(v2) + 1.0)), v2)) * 1.23
        v3 = wp.max(((v2 * v2) * float(tid)), wp.clamp((0.91 - -1.94), -0.72, 1.74))
    for j1 in range(1, 4):
        v2 = v2 + wp.cos((wp.where(v2 <= v2, v2, v2) * v2))
        v4 = wp.ceil(wp.sin(wp.dot(v0, v0)))
    out0[tid] = v0 + wp.cw_mul(wp.cross(v0, v0), (0.819 * wp.vec3(-0.86, -1.1, -1.17))) * 1.53
    out1[tid] = v2 + v2 * 0.66
