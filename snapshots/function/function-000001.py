# Generated for case function-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):
    v0 = p2
    v1 = (wp.trace(wp.identity(n=3, dtype=float) * 1.182) - ((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)))
    if v1 <= v1:
        return wp.normalize(wp.vec3(-1.4, 0.385, -1.8))
    return (wp.identity(n=3, dtype=float) * 1.3 @ wp.normalize(v0))


@wp.func
def function_000001_f1(p0: float, p1: float, p2: float) -> float:
    return (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))


@wp.func_grad(function_000001_f1)
def adj_function_000001_f1(p0: float, p1: float, p2: float, adj_ret: float):
    wp.adjoint[p0] += ((-2.0 * (((p1 - p0) - (p2 * p0)) * ((1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0)))) * (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))))) * ((-1.0) - p2)) * adj_ret
    wp.adjoint[p1] += (-2.0 * (((p1 - p0) - (p2 * p0)) * ((1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0)))) * (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))))) * adj_ret
    wp.adjoint[p2] += ((-2.0 * (((p1 - p0) - (p2 * p0)) * ((1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0)))) * (1.0 / (1.0 + ((p1 - p0) - (p2 * p0)) * ((p1 - p0) - (p2 * p0))))))) * (-p0)) * adj_ret


@wp.func
def function_000001_f2(p0: float, p1: float) -> float:
    return wp.cos((1.0 / (1.0 + p0 * p0)))


@wp.func_grad(function_000001_f2)
def adj_function_000001_f2(p0: float, p1: float, adj_ret: float):
    wp.adjoint[p0] += ((-wp.sin((1.0 / (1.0 + p0 * p0)))) * (-2.0 * (p0 * ((1.0 / (1.0 + p0 * p0)) * (1.0 / (1.0 + p0 * p0)))))) * adj_ret


@wp.func
def function_000001_f3(p0: wp.vec3, p1: wp.vec2, p2: wp.vec2) -> wp.vec3:
    v2 = (wp.vec2(function_000001_f2(-0.72, -1.755), wp.length_sq(p1)) - ((p1 / (wp.abs(1.6) + 1.0)) - p1))
    if (1) % 2 == 0:
        return p0
    return p0


@wp.kernel
def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v3 = x0[tid]
    v4 = x1[tid]
    v5 = x2[tid]
    for j6 in range(6):
        v4 += wp.tanh(function_000001_f2((0.668 / (wp.abs(v5) + 1.0)), wp.where(v5 >= v5, -1.98, v5)))
        v7 = (v4 * wp.vec2(v5, v5))
        v8 = wp.clamp(v4, -1.98, 1.33)
    v9 = wp.trace(wp.identity(n=3, dtype=float) * 0.55)
    v10 = function_000001_f0(wp.vec3(-0.31, -0.98, 0.645), (v9 * wp.vec3(1.1, -0.01, -1.1)), wp.vec3(v4, v9, v9))
    v11 = function_000001_f1(function_000001_f2(v4, v4), v9, wp.clamp(1.54, -0.4, 0.19))
    v12 = function_000001_f3(function_000001_f3(v10, v3, v3), (v3 + v3), wp.vec2(-0.59, v11))
    out0[tid] = v4 + v9 + v11 + wp.dot((v9 * v3), (v3 * v11)) * 0.97
    out1[tid] = v10 + v12 + function_000001_f0(v10, v12, v10) * 0.54
