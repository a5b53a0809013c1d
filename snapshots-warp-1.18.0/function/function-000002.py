# Generated for case function-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:
    v0 = arr[idx % arr.shape[0]]
    v1 = wp.vec2(p0, v0)
    v2 = wp.normalize(p2)
    return p2


@wp.func
def function_000002_f1(p0: float) -> float:
    return (((0.89 + p0) - (p0 * p0)) * ((0.89 + p0) - (p0 * p0)))


@wp.func_grad(function_000002_f1)
def adj_function_000002_f1(p0: float, adj_ret: float):
    wp.adjoint[p0] += ((2.0 * ((0.89 + p0) - (p0 * p0))) * (1.0 - (p0 + p0))) * adj_ret


@wp.func
def function_000002_f2(p0: float) -> wp.vec3:
    v3 = p0
    v4 = wp.vec3(1.25, -1.0, -0.09)
    v5 = wp.dot(v4, v4)
    if p0 <= v5:
        return wp.cross(v4, wp.vec3(-1.501, 1.2, 1.0))
    return (wp.lerp(v4, v4, v5) - v4)


@wp.func
def function_000002_f3(p0: float, p1: float, p2: float) -> float:
    return (wp.sin(wp.exp(wp.sin(1.69))) + (wp.tanh(p2) + wp.exp(wp.sin(p1))))


@wp.func_grad(function_000002_f3)
def adj_function_000002_f3(p0: float, p1: float, p2: float, adj_ret: float):
    wp.adjoint[p1] += (wp.exp(wp.sin(p1)) * wp.cos(p1)) * adj_ret
    wp.adjoint[p2] += (1.0 - (wp.tanh(p2) * wp.tanh(p2))) * adj_ret


@wp.kernel
def function_000002(cell_radii: wp.array[float], cell_residuals: wp.array[float], cell_energies: wp.array[float]):
    tid = wp.tid()
    v6 = cell_radii[tid]
    v7 = (v6 * wp.vec2(-1.59, -0.937))
    v8 = function_000002_f0(function_000002_f3(1.44, v6, v6), wp.max(v7, v7), wp.vec3(-1.5, 0.2, 1.46), cell_radii, min(tid, tid))
    v9 = function_000002_f1(v6)
    v10 = function_000002_f2(v6)
    cell_residuals[tid] = v6 + v9 + v9 * 1.28
    cell_energies[tid] = v6 + v9 + v6 * 1.48
