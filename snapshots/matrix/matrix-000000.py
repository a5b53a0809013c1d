# Generated for case matrix-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def matrix_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.mat22), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = v1
    v3 = wp.identity(n=3, dtype=float) * 1.3
    v2[1, 1] = wp.sin(wp.cbrt(v0))
    v4 = wp.diag((wp.vec2(0.216, 1.7) - wp.vec2(-1.621, 0.006)))
    v5 = (wp.identity(n=3, dtype=float) * (v0 - v0))
    out0[tid] = wp.cross(wp.vec3(-1.3, 1.7, -1.242), wp.vec3(0.8, 0.6, -0.772)) + wp.vec3(wp.sin(v1[0, 0]))
