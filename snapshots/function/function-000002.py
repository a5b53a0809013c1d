# Generated for case function-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:
    v0 = arr[idx % arr.shape[0]]
    v1 = wp.vec2((wp.clamp(v0, -1.97, 0.25) - (p0 + p0)), (wp.dot(p2, p2) * (p0 * v0)))
    v2 = p0
    return ((p2 - p2) - (p2 * v2))


@wp.func
def function_000002_f1(p0: float, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:
    v3 = arr[idx % arr.shape[0]]
    v4 = wp.ceil((wp.erfcinv(wp.clamp(p0, 0.2, 1.8)) + wp.trace(wp.identity(n=3, dtype=float) * -1.07)))
    if p0 > v4:
        return wp.lerp(p1, p1, v4)
    return p1


@wp.func
def function_000002_f2(p0: wp.vec3, p1: wp.vec3) -> wp.vec3:
    v5 = wp.normalize(p0)
    return p0


@wp.func
def function_000002_f3(p0: float, p1: wp.vec3, p2: wp.vec2) -> float:
    v6 = function_000002_f2(wp.vec3(wp.dot(p1, p1), (p0 / (wp.abs(p0) + 1.0)), wp.atan(p0)), ((p0 + p0) * (p1 @ wp.identity(n=3, dtype=float) * -0.5)))
    v7 = (wp.normalize(wp.max(p2, wp.vec2(-1.5, 0.2))) - wp.vec2(wp.cosh(wp.clamp(p0, -3.0, 3.0)), wp.length_sq(p2)))
    if p0 > p0:
        return wp.copysign(p0, p0)
    return wp.erfcinv(wp.clamp(wp.atan2(p0, wp.abs(p0) + 0.5), 0.2, 1.8))


@wp.kernel
def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v8 = x0[tid]
    for j9 in range(4):
        v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))
        v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))
    v11 = wp.vec3(-1.64)
    v12 = function_000002_f3(function_000002_f3(v8, wp.cross(v11, wp.vec3(-0.36, 1.165, 1.6)), wp.normalize(wp.vec2(-0.3))), wp.normalize(v11), (wp.where(1.73 > v8, wp.vec2(0.7, 0.881), wp.vec2(-0.1, -0.5)) + wp.vec2(1.86)))
    v13 = function_000002_f0(1.1, wp.vec2(1.389, 0.2), v11, x0, tid)
    v14 = function_000002_f1(function_000002_f3(v8, v13, wp.vec2(1.6)), (wp.diag(wp.vec3(1.407, 1.2, -0.26)) @ v13), x0, (tid + tid))
    out0[tid] = v11 + v13 + v14 + wp.max(function_000002_f1(v8, wp.vec3(1.892, 0.567, -0.52), x0, (-1)), (wp.vec3(0.4, 0.3, -1.589) * v8)) * 0.13
    out1[tid] = v11 + v13 + v14 + function_000002_f2(v13, function_000002_f2(v11, v11)) * 0.56
