# Generated for case function-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:
    v0 = arr[idx % arr.shape[0]]
    v1 = wp.vec2(p0, v0)
    v2 = wp.normalize(p2)
    return p2 + v2 + wp.vec3(v0 + v1[0] + v1[1])


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
    return (wp.lerp(v4, wp.vec3(0.733, 0.8, -1.003), v5) + (v4 + v4)) + wp.vec3(v3)


@wp.func
def function_000002_f3(p0: float, p1: float, p2: float) -> float:
    return wp.exp(wp.sin(p0))


@wp.func_grad(function_000002_f3)
def adj_function_000002_f3(p0: float, p1: float, p2: float, adj_ret: float):
    wp.adjoint[p0] += (wp.exp(wp.sin(p0)) * wp.cos(p0)) * adj_ret


@wp.kernel
def function_000002(cell_radii: wp.array[float], cell_accelerations: wp.array[wp.vec3], cell_energies: wp.array[float]):
    tid = wp.tid()
    v6 = cell_radii[tid]
    v7 = wp.vec3(v6, 1.94, v6)
    v8 = v6
    v9 = function_000002_f0(wp.clamp(v6, -0.27, 0.61), wp.vec2(v6, v6), (v8 * wp.vec3(-0.82, -0.5, -0.856)), cell_radii, max(tid, tid))
    v10 = function_000002_f1(v8)
    v11 = function_000002_f2((v8 + 0.0))
    v12 = function_000002_f3(v8, (v8 + v8), (v6 + v10))
    cell_accelerations[tid] = v7 + v9 + v11 + v7 * 0.17
    cell_energies[tid] = v8 + v10 + v12 + v10 * 1.4
