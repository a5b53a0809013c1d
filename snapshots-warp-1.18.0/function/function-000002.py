# Generated for case function-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000002_f0(p0: wp.vec2, arr: wp.array(dtype=float), idx: int):
    v0 = arr[idx % arr.shape[0]]
    v1 = (v0 + v0)
    v2 = wp.vec3(-1.8)
    v3 = v1
    return wp.normalize(wp.vec2(v3, v0)) + p0 + wp.vec2(v2[0] + v2[1] + v2[2])


@wp.func
def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3) -> tuple[wp.vec3, wp.vec3]:
    v4 = wp.vec2(1.3, -0.941)
    return wp.cross(p2, wp.vec3(1.8, 0.7, -1.11)) + wp.vec3(v4[0] + v4[1]), (p0 * p1[1, 2])


@wp.func
def function_000002_f2(p0: float, p1: float, p2: wp.vec2, arr: wp.array(dtype=float), idx: int) -> float:
    v5 = arr[idx % arr.shape[0]]
    v6 = wp.vec3(-1.44, 1.38, 0.503)
    return ((p1 / (wp.abs(v5) + 1.0)) - wp.trace(wp.identity(n=3, dtype=float) * -1.957)) + p0 + v5 + p2[0] + p2[1] + float(idx) + v6[0] + v6[1] + v6[2]


@wp.func
def function_000002_f3(p0: float, p1: float, p2: float) -> float:
    return (wp.tanh((p1 + p0)) - (wp.exp(wp.sin(p1)) * (p2 + p1)))


@wp.func_grad(function_000002_f3)
def adj_function_000002_f3(p0: float, p1: float, p2: float, adj_ret: float):
    wp.adjoint[p0] += (1.0 - (wp.tanh((p1 + p0)) * wp.tanh((p1 + p0)))) * adj_ret
    wp.adjoint[p1] += ((1.0 - (wp.tanh((p1 + p0)) * wp.tanh((p1 + p0)))) - (((wp.exp(wp.sin(p1)) * wp.cos(p1)) * (p2 + p1)) + wp.exp(wp.sin(p1)))) * adj_ret
    wp.adjoint[p2] += (-wp.exp(wp.sin(p1))) * adj_ret


@wp.kernel
def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v7 = x0[tid]
    v8 = v7
    v9 = wp.vec3(1.37, 0.6, -1.35)
    v10 = abs(v7)
    if (v10 + v10) < wp.dot(v9, v9):
        v8 = v8 + wp.sin(v10)
    v11 = function_000002_f0((v7 * wp.vec2(1.025, 1.98)), x0, wp.abs(wp.max(tid, tid)))
    v12, v13 = function_000002_f1(wp.vec3(v10, v7, 1.5), wp.identity(n=3, dtype=float) * 0.927, p2=(v9 @ wp.diag(wp.vec3(-1.702, 1.09, -0.91))))
    v14 = function_000002_f2(v7, function_000002_f3(v7, 1.585, v8), function_000002_f0(v11, x0, wp.abs(tid)), x0, wp.abs((tid + tid)))
    out0[tid] = v11 + wp.vec2(1.398, 1.76) + wp.vec2(v8 + v10 + v13[0] + v13[1] + v13[2])
    out1[tid] = v11 + v11 * 0.51 + wp.vec2(v9[0] + v9[1] + v9[2] + v12[0] + v12[1] + v12[2] + v14)
