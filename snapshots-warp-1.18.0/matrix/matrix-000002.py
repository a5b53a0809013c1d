# Generated for case matrix-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def matrix_000002_f0(p0: wp.mat33, p1: wp.mat33, p2: wp.mat22):
    v0 = p0[1]
    p1[2, 0] = wp.sin(wp.trace(wp.transpose(p1)))
    return wp.transpose(wp.skew(v0)) + p1 + wp.identity(n=3, dtype=float) * (wp.ddot(p2, wp.mat22(1.0)))


@wp.kernel
def matrix_000002(x0: wp.array[wp.vec3], x1: wp.array[wp.vec3], x2: wp.array[wp.mat33], acc0: wp.array[float], out0: wp.array[wp.mat44]):
    """Evaluate acc0 and out0 from x0, x1 and x2."""
    tid = wp.tid()
    v1 = x0[tid]
    v2 = x1[tid]
    v3 = x2[tid]
    v4 = v2
    v5 = wp.identity(n=3, dtype=float) * -1.2
    v6 = (v3 - v5)
    v7 = matrix_000002_f0((wp.identity(n=3, dtype=float) * 0.738), matrix_000002_f0(v6, v3, wp.diag(wp.vec2(-0.0, 0.7))), (wp.identity(n=2, dtype=float) * -0.791))
    out0[tid] = wp.diag(wp.vec4(-0.2, 0.118, -1.8, 1.355)) + wp.identity(n=4, dtype=float) * wp.sin(v2[0]) + wp.identity(n=4, dtype=float) * (v1[0] + v1[1] + v1[2] + wp.ddot(v3, wp.mat33(1.0)) + v4[0] + v4[1] + v4[2] + wp.ddot(v5, wp.mat33(1.0)) + wp.ddot(v6, wp.mat33(1.0)) + wp.ddot(v7, wp.mat33(1.0)))
