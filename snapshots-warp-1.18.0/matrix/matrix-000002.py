# Generated for case matrix-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def matrix_000002_f0(p0: wp.mat33, p1: wp.mat33, p2: wp.mat22):
    v0 = p0[1]
    p1[2, 0] = wp.sin(wp.trace(wp.transpose(p1)))
    return wp.transpose(wp.skew(v0))


@wp.kernel
def matrix_000002(x0: wp.array[wp.vec3], x1: wp.array[wp.vec3], x2: wp.array[wp.mat33], out0: wp.array[wp.mat22], out1: wp.array[wp.mat44]):
    """Write out0 and out1 from x0, x1 and x2."""
    tid = wp.tid()
    v1 = x0[tid]
    v2 = x1[tid]
    v3 = x2[tid]
    v2.y -= wp.sin(wp.trace((wp.diag(wp.vec2(0.2, -0.1)) + wp.identity(n=2, dtype=float) * 1.7)))
    v4 = wp.diag(wp.vec4(1.338, -1.501, 0.1, 1.61))
    v5 = v3
    v6 = float(-1.8)
    v7 = matrix_000002_f0((v5 @ v5), v3, wp.diag(wp.vec2(0.7, -1.487)))
    out0[tid] = wp.identity(n=2, dtype=float) * -1.2 + wp.identity(n=2, dtype=float) * wp.sin(v2[0])
    out1[tid] = v4 + wp.identity(n=4, dtype=float) * -1.1 * 0.83 + wp.identity(n=4, dtype=float) * wp.sin(v1[0])
