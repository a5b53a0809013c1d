# Generated for case function-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec2:
    v0 = arr[idx % arr.shape[0]]
    v1 = wp.min(v0, wp.min((wp.vec2(-1.8, -0.8)).x, (v0 / (wp.abs(p0) + 1.0))))
    return (wp.normalize(p1) - (p1 * p0))


@wp.func
def function_000002_f1(p0: wp.mat33):
    v2 = (wp.cross(wp.vec3(0.728, 0.83, -1.6), wp.vec3(-1.63, -1.0, -0.09))).z
    v3 = wp.erfcinv(wp.clamp((v2 + v2), 0.2, 1.8))
    if v2 > v2:
        return wp.normalize(wp.vec3(0.239, -1.2, -1.9))
    return wp.normalize(wp.normalize(wp.vec3(-1.003, 0.453, -1.9)))


@wp.func
def function_000002_f2(p0: float, p1: wp.mat33) -> wp.vec3:
    v4 = wp.sinh(wp.clamp(((p0 / (wp.abs(p0) + 1.0)) - wp.dot(wp.vec3(1.24, 0.29, 1.77), wp.vec3(-0.5, -1.65, 0.655))), -3.0, 3.0))
    if 1.44 <= v4:
        return wp.normalize(wp.vec3(-1.0, 0.381, -0.2))
    return wp.min(wp.vec3(v4, v4, p0), (wp.vec3(-0.509) + wp.vec3(1.319, 1.2, 1.46)))


@wp.func
def function_000002_f3(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int):
    v5 = arr[idx % arr.shape[0]]
    v6 = (((v5 * v5) * (v5 / (wp.abs(v5) + 1.0))) * (-1.786 * (wp.vec3(0.8, 1.71, -0.998))[1]))
    return wp.vec2(-0.581, -0.98)


@wp.kernel
def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v7 = x0[tid]
    v8 = wp.clamp((wp.identity(n=3, dtype=float) * -1.566)[2, 0], -0.75, 0.49)
    v9 = wp.normalize(function_000002_f1(wp.diag(wp.vec3(0.646, 0.09, -1.054))))
    v10 = (v9 / (wp.abs(((1.28 * wp.vec2(-0.1, -1.0))).y) + 1.0))
    v11 = function_000002_f3(wp.diag(wp.vec3(1.428, -0.1, 0.94)), wp.step(v7) * (v7 / (wp.abs(1.179) + 1.0)), x0, tid)
    v12 = function_000002_f0(wp.max(v7, v7), v11, v9, x0, tid)
    v13 = function_000002_f2(v8, wp.identity(n=3, dtype=float) * -0.13)
    out0[tid] = v7 + v8 + (v7 + v12[0]) * 1.72
    out1[tid] = v7 + v8 + wp.acos(wp.clamp((v8 + v8), -0.9, 0.9)) * 0.57
