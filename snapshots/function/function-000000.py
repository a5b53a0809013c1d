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
    v5 = p0
    return v5, (p0[1, 1] / (wp.abs(wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))) + 1.0))


@wp.func
def function_000000_f2(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int):
    v6 = arr[idx % arr.shape[0]]
    v7 = ((wp.clamp(v6, -0.17, 0.18) * wp.length(p0)) - wp.trace(p1))
    v8 = wp.length_sq((wp.normalize(wp.vec3(-0.41, -1.639, 0.8)) / (wp.abs(wp.asin(wp.clamp(v7, -0.9, 0.9))) + 1.0)))
    if v6 > v7:
        return wp.vec3(-1.88)
    return wp.vec3(float(idx), (v6 / (wp.abs(v8) + 1.0)), (wp.vec3(-1.12, 0.683, 1.732))[1])


@wp.func
def function_000000_f3(p0: float, p1: float) -> float:
    return (p0 * p0)


@wp.func_grad(function_000000_f3)
def adj_function_000000_f3(p0: float, p1: float, adj_ret: float):
    wp.adjoint[p0] += (2.0 * p0) * adj_ret


@wp.kernel
def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat33)):
    tid = wp.tid()
    v9 = x0[tid]
    v10 = x1[tid]
    v11 = x2[tid]
    v12 = v11
    if wp.log10(wp.abs(v11) + 1.0) < v11:
        v9 += wp.normalize(v9) * 1.54
    v13, v14 = function_000000_f1(function_000000_f0(wp.cw_mul(wp.vec2(-0.5), wp.vec2(1.53, -0.1)), function_000000_f0(wp.vec2(-1.8, 1.454), wp.diag(wp.vec3(-1.165, 1.027, 1.2)), x2, tid), x2, (tid % 6)), (wp.trace(wp.identity(n=3, dtype=float) * 1.529) * wp.vec2(0.6, -1.082)), v9)
    v15 = function_000000_f2(wp.vec2(v11, v11), v13, x1, min(tid, tid))
    v16 = function_000000_f3(v11, (v14 / (wp.abs(v10) + 1.0)))
    out0[tid] = v12 + v14 + v16 + wp.length_sq(wp.vec2(-1.296)) * 1.59
    out1[tid] = v13 + function_000000_f0(wp.max(wp.vec2(-0.22, 0.04), wp.vec2(-1.71)), function_000000_f0(wp.vec2(-0.2, -1.8), v13, x2, tid), x2, (tid - tid)) * 1.54
