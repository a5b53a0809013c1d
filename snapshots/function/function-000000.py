# Generated for case function-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int) -> wp.mat33:
    v0 = arr[idx % arr.shape[0]]
    v1 = (wp.clamp((v0 * v0), -0.54, 0.12) + (v0 * wp.sqrt(wp.abs(v0) + 0.5)))
    v2 = ((wp.normalize(wp.vec3(1.03, -0.873, -0.7)) - wp.vec3(-1.81)) / (wp.abs(wp.length(-p0)) + 1.0))
    if (idx) % 4 == 1:
        return p1
    return wp.diag(wp.vec3(-0.41, 1.434, -0.162))


@wp.func
def function_000000_f1(p0: wp.mat33, p1: wp.vec2, p2: wp.vec3):
    v3 = wp.mod((-1.858 * (-1.2 / (wp.abs(0.97) + 1.0))), wp.abs(((-0.23 / (wp.abs(1.3) + 1.0)) - (1.6 / (wp.abs(-1.401) + 1.0)))) + 1.0)
    v4 = v3
    v5 = wp.diag(wp.vec3(0.24, 0.22, -0.56))
    return (v4 - wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))), wp.ceil((-1.35 * v4))


@wp.func
def function_000000_f2(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int) -> wp.mat33:
    v6 = arr[idx % arr.shape[0]]
    v7 = p1
    v8, v9 = function_000000_f1(p0, (v7 * wp.vec2(-1.102)), (wp.vec3(-0.12, -1.639, 0.8) @ p0))
    v10 = (((v6 / (wp.abs(v7) + 1.0)) + (v9 / (wp.abs(v7) + 1.0))) - (wp.dot(wp.vec3(-1.03), wp.vec3(0.052)) / (wp.abs(+(1.55)) + 1.0)))
    return wp.diag(wp.vec3(0.3, -0.4, 0.32))


@wp.func
def function_000000_f3(p0: float, p1: float, p2: float) -> float:
    return ((p0 * p1) - (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))))


@wp.func_grad(function_000000_f3)
def adj_function_000000_f3(p0: float, p1: float, p2: float, adj_ret: float):
    wp.adjoint[p0] += (p1 - ((-2.0 * (((p0 + p1) * p2) * ((1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))) * (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2)))))) * p2)) * adj_ret
    wp.adjoint[p1] += (p0 - ((-2.0 * (((p0 + p1) * p2) * ((1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))) * (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2)))))) * p2)) * adj_ret
    wp.adjoint[p2] += (-((-2.0 * (((p0 + p1) * p2) * ((1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))) * (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2)))))) * (p0 + p1))) * adj_ret


@wp.kernel
def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v11 = x0[tid]
    v12 = x1[tid]
    v13 = x2[tid]
    v14 = function_000000_f3(function_000000_f3((-1.37 - v12), (v12 if 0.289 > v13 else v13), v13), wp.trace(function_000000_f0(wp.vec2(-0.07, 0.6), wp.identity(n=3, dtype=float) * 0.5, x2, tid)), wp.dot(wp.where(v12 >= v12, v11, v11), v11))
    v15 = v14
    v16 = wp.max(wp.where(v15 > v14, function_000000_f3(v15, v13, v12), wp.cos(v15)), wp.clamp(v12, -0.31, 1.05))
    v17 = (v14 / (wp.abs(function_000000_f3(v14, wp.length_sq(wp.vec2(-0.29, -0.8)), (v14 * v15))) + 1.0))
    v18, v19 = function_000000_f1(function_000000_f2(wp.identity(n=3, dtype=float) * -0.465, v14, x1, tid), wp.vec2(1.69, -0.121), v11)
    out0[tid] = v11 + wp.cross((v11 * v12), (v11 / (wp.abs(v16) + 1.0))) * 0.36
    out1[tid] = v17 + v18 + v19 + wp.where(v18 > v12, wp.log10(wp.abs(v16) + 1.0), float(tid)) * 0.24
