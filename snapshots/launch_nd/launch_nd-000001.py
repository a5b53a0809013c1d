# Generated for case launch_nd-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array3d(dtype=float), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=3)):
    i, j, k = wp.tid()
    v0 = x0[i, j, k]
    v1 = x1[i, j, k]
    v2 = x2[i, j, k]
    v3 = wp.length((wp.vec2(-1.3, 0.251) * x1[(i + 5) % x1.shape[0], (j + 1) % x1.shape[1], (k + 5) % x1.shape[2]]))
    if (-0.568 < v3) or ((v0 < v3) and (-1.5 < v3)):
        v3 = v3 + wp.tanh(wp.cbrt(wp.dot(wp.vec3(1.3, 1.29, -0.2), wp.vec3(-1.6, -0.79, 1.86))))
    v4 = min(wp.step((v3 * v2)) * wp.erfinv(wp.clamp(1.279, -0.8, 0.8)), abs(wp.min(v0, v0)))
    out0[i, j, k] = v2 + v3 + v4 + wp.dot(wp.normalize(wp.vec3(1.3, -1.9, 1.0)), (v3 * wp.vec3(0.39, 0.88, -0.23))) * 1.64
