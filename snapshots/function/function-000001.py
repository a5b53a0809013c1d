# Generated for case function-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3) -> wp.vec3:
    v0 = p2
    v1 = float(0.777)
    return ((wp.vec3(-0.44, 0.96, 1.269) - p2) @ wp.identity(n=3, dtype=float) * -0.3) + v0 + wp.vec3(v1)


@wp.func
def function_000001_f1(p0: float, p1: float) -> float:
    return ((wp.cos(p0) * 0.57) + ((-1.63 + p1) + (1.0 / (1.0 + p1 * p1))))


@wp.func_grad(function_000001_f1)
def adj_function_000001_f1(p0: float, p1: float, adj_ret: float):
    wp.adjoint[p0] += ((-wp.sin(p0)) * 0.57) * adj_ret
    wp.adjoint[p1] += (1.0 + (-2.0 * (p1 * ((1.0 / (1.0 + p1 * p1)) * (1.0 / (1.0 + p1 * p1)))))) * adj_ret


@wp.func
def function_000001_f2(p0: wp.vec2):
    v2 = wp.vec3(1.515, 1.94, -0.86)
    return (wp.min(p0, p0) - p0) + wp.vec2(v2[0] + v2[1] + v2[2])


@wp.func
def function_000001_f3(p0: float) -> float:
    return (((p0 + wp.cos(p0)) - wp.exp(wp.sin((-0.81 + 1.7)))) + (((0.67 + p0) + (p0 - p0)) - wp.exp(wp.sin(wp.cos(p0)))))


@wp.func_grad(function_000001_f3)
def adj_function_000001_f3(p0: float, adj_ret: float):
    wp.adjoint[p0] += ((1.0 + (-wp.sin(p0))) + ((1.0 + (1.0 - 1.0)) - ((wp.exp(wp.sin(wp.cos(p0))) * wp.cos(wp.cos(p0))) * (-wp.sin(p0))))) * adj_ret


@wp.kernel
def function_000001(cell_coords: wp.array[wp.vec2], cell_lengths: wp.array[float], cell_phases: wp.array[float], cell_residuals: wp.array[float]):
    tid = wp.tid()  # this thread's element
    v3 = cell_coords[tid]
    v4 = cell_lengths[tid]
    v5 = cell_phases[tid]
    v6 = function_000001_f3(v5)
    v7 = (v5 * v4)
    v8 = function_000001_f3(v7)
    v9 = function_000001_f0(wp.vec3(-1.924, -0.2, 1.37), wp.vec3(1.686, 1.215, -0.58), wp.vec3(1.1, -0.01, -1.1))
    v10 = function_000001_f1(wp.dot(wp.vec2(-1.93, 0.914), v3), wp.atan(v8))
    v11 = function_000001_f2(v3)
    # store
    cell_residuals[tid] = v7 + v8 + v10 + v4 * 0.18 + v6 + v9[0] + v9[1] + v9[2] + v11[0] + v11[1]
