# Generated for case linalg-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))
    m3 = wp.mat33()
    s4 = wp.vec3()
    m5 = wp.mat33()
    wp.svd3(m2, m3, s4, m5)
    v6 = wp.transpose(v1)
    v7 = (wp.vec2(0.22, 0.288) @ wp.inverse((wp.diag(wp.vec2(-0.879, -0.62))) @ wp.transpose((wp.diag(wp.vec2(-0.879, -0.62)))) + wp.identity(n=2, dtype=float)))
    v8 = wp.identity(n=2, dtype=float) * 0.0
    out0[tid] = v0 + s4 + (v0 @ m5) * 0.51
