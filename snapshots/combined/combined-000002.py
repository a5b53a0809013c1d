# Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def combined_000002_f0(p0: wp.vec3):
    v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 - p0)), ((1.4 + -1.86) / (wp.abs(-0.6) + 1.0)))
    v1 = wp.dot(((wp.vec2(1.3, -0.9) - wp.vec2(1.962, 1.66)) * (wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.43, 1.33)), -1.22)).z), ((wp.vec2(-1.675, -1.452) + wp.vec2(0.89, 1.86)) + wp.vec2(1.38)))
    return wp.vec3(v1, wp.determinant(wp.identity(n=3, dtype=float) * -1.7), wp.trace(wp.diag(wp.vec3(0.8, 0.931, -0.52))))


@wp.kernel
def combined_000002(x0: wp.array(dtype=float), s0: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v2 = x0[tid]
    if (wp.vec2(-1.542, -1.97))[0] <= wp.log(wp.abs(v2) + 1.0):
        v2 += wp.tanh(wp.determinant(wp.diag(wp.vec3(0.177, 1.38, 0.38))))
        if s0 > wp.determinant(wp.diag(wp.vec3(-0.62, -0.08, 0.26))):
            s0 = s0 + wp.sin(s0)
        else:
            s0 = s0 + wp.cos(wp.length_sq((wp.vec2(-0.6, 0.5) / (wp.abs(s0) + 1.0))))
            s0 += wp.cos(v2)
            s0 = s0 + wp.sin((wp.vec2(-0.4, 1.04))[1])
        for j3 in range(6):
            s0 = s0 + wp.cos(1.59)
    for j4 in range(n):
        v2 = v2 + wp.cos(((-0.49 - -0.98) * (0.5 - 0.2)))
        v2 = v2 + wp.tanh(-0.047)
        v2 = v2 + wp.sin(0.05)
    v5 = wp.quat_inverse(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.439) + wp.vec3(0.0, 0.0, 2.5)), float(tid)))
    v6 = combined_000002_f0(wp.vec3(-1.865, 0.41, -1.328))
    out0[tid] = ((wp.vec2(1.18, -1.15) * -1.72) - (wp.vec2(-0.389) - wp.vec2(-0.324, 1.15))) + wp.vec2(wp.sin(v2))
    out1[tid] = ((s0 - v2) * wp.vec2(1.467, -1.8))
