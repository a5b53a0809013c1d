# Generated for case function-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000002_f0(p0: wp.vec2, arr: wp.array[float], idx: int):
    v0 = arr[idx % arr.shape[0]]
    v1 = (v0 + v0)
    v2 = wp.vec3(-1.8)
    v3 = v1
    return wp.normalize(wp.vec2(v3, v0)) + p0 + wp.vec2(v2[0] + v2[1] + v2[2])


@wp.func
def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3):
    v4 = wp.vec2(1.3, -0.941)
    return wp.cross(p2, wp.vec3(1.8, 0.7, -1.11)) + wp.vec3(v4[0] + v4[1]), (p0 * p1[1, 2])


@wp.func
def function_000002_f2(p0: float) -> float:
    return wp.sin(wp.cos((p0 * (p0 + -1.51))))


@wp.func_grad(function_000002_f2)
def adj_function_000002_f2(p0: float, adj_ret: float):
    wp.adjoint[p0] += (wp.cos(wp.cos((p0 * (p0 + -1.51)))) * ((-wp.sin((p0 * (p0 + -1.51)))) * ((p0 + -1.51) + p0))) * adj_ret


@wp.func
def function_000002_f3(p0: wp.mat33):
    v5 = float(-0.6)
    v6 = v5
    v7 = function_000002_f2(v5)
    return wp.diag(wp.vec3(1.954, -1.0, 1.552)) + p0, (v6 * wp.vec2(0.428, 1.51)) + wp.vec2(v7)


@wp.kernel
def function_000002(cell_radii: wp.array[float], cell_residuals: wp.array[float]):
    tid = wp.tid()
    v8 = cell_radii[tid]
    v9 = wp.identity(n=3, dtype=float) * 1.4
    v10 = function_000002_f0(function_000002_f0(wp.vec2(-1.65, -0.5), cell_radii, tid), cell_radii, tid)
    v11, v12 = function_000002_f1(wp.vec3(-1.91, -0.9, -0.7), v9, wp.vec3(-1.6, -1.798, -1.786))
    v13 = function_000002_f2((v8 + v8))
    v14, v15 = function_000002_f3(v9)
    cell_residuals[tid] = v8 + v13 + 0.7 + wp.ddot(v9, wp.mat33(1.0)) + v10[0] + v10[1] + v11[0] + v11[1] + v11[2] + v12[0] + v12[1] + v12[2] + wp.ddot(v14, wp.mat33(1.0)) + v15[0] + v15[1]
