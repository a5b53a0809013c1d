# Generated for case function-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):
    v0 = wp.vec3(-0.89, -1.531, 1.416)
    v1 = wp.lerp(((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)), -0.93, 0.25)
    if (v1 > v1) or (v1 < v1):
        return wp.normalize(wp.vec2(-1.44, -1.6))
    return wp.cw_mul((wp.vec2(-0.3, -0.9) * v1), wp.vec2(-0.349, -0.26))


@wp.func
def function_000001_f1(p0: float, p1: float, p2: float) -> float:
    return (wp.cos((p0 * p2)) + ((p1 - p0) + (p2 * -1.95)))


@wp.func_grad(function_000001_f1)
def adj_function_000001_f1(p0: float, p1: float, p2: float, adj_ret: float):
    wp.adjoint[p0] += (((-wp.sin((p0 * p2))) * p2) + (-1.0)) * adj_ret
    wp.adjoint[p1] += 1.0 * adj_ret
    wp.adjoint[p2] += (((-wp.sin((p0 * p2))) * p0) + -1.95) * adj_ret


@wp.func
def function_000001_f2(p0: wp.mat33, p1: wp.vec2):
    v2 = float(1.36)
    if -1.5 > -0.877:
        return function_000001_f1(v2, v2, v2), p0
    return (function_000001_f1(v2, 0.09, v2) / (wp.abs(wp.ceil(v2)) + 1.0)), p0


@wp.func
def function_000001_f3(p0: wp.vec3, p1: wp.vec3, arr: wp.array(dtype=float), idx: int):
    v3 = arr[idx % arr.shape[0]]
    v4 = (wp.vec3(wp.rint(v3), function_000001_f1(v3, v3, v3), v3) + p1)
    if v3 >= v3:
        return wp.diag(wp.vec3(0.3, 0.15, 0.72))
    return wp.identity(n=3, dtype=float) * 1.71


@wp.kernel
def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v5 = x0[tid]
    v6 = x1[tid]
    v7 = x2[tid]
    v8, v9 = function_000001_f2(wp.identity(n=3, dtype=float) * -0.9, wp.cw_mul(wp.lerp(v5, wp.vec2(0.024), -0.26), (v5 * 1.604)))
    v10 = function_000001_f1(wp.where((v8 <= v6) and (v6 <= -0.59), function_000001_f1(v6, v7, v8), (-0.67 + v7)), -(v6), v8)
    if v5[0] < wp.trace(v9):
        v10 = v10 + wp.sin(v10)
        v11, v12 = function_000001_f2(function_000001_f3(wp.vec3(-1.366, -1.7, 0.5), wp.lerp(wp.vec3(-1.682, -1.6, 0.25), wp.vec3(1.8, -1.353, -0.106), v7), x1, (tid - tid)), v5)
        v13 = function_000001_f1(v11, function_000001_f1(function_000001_f1(v11, v8, v8), function_000001_f1(v7, v8, v10), wp.length(wp.vec3(-1.0, 1.5, 1.854))), (wp.log(wp.abs(v8) + 1.0) + (v7 - v11)))
    v14 = (v10 + -1.9)
    v15 = function_000001_f1(function_000001_f1(v7, wp.dot(wp.vec3(1.855), wp.vec3(-1.7, 0.7, -1.1)), wp.max(v8, v6)), v7, (x2[(tid + 4) % x2.shape[0]] / (wp.abs(v10) + 1.0)))
    v16 = function_000001_f0(wp.vec3(-0.76), wp.vec3(v8, v7, v8), wp.vec3(v14, v6, v10))
    out0[tid] = v10 + v14 + v15 + function_000001_f1((v7 / (wp.abs(v6) + 1.0)), wp.dot(wp.vec2(-1.8), v5), v9[1, 2]) * 0.12
    out1[tid] = v10 + v14 + v15 + wp.tan(wp.clamp(function_000001_f1(v8, v7, v10), -1.2, 1.2)) * 0.62
