# Generated for case function-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000001_f0(p0: wp.vec3, arr: wp.array(dtype=float), idx: int):
    v0 = arr[idx % arr.shape[0]]
    v1 = v0
    v2 = (v0 / (wp.abs(v0) + 1.0))
    return (wp.lerp(wp.vec2(-1.99, -1.43), wp.vec2(-0.219, 0.67), v2) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + wp.vec2(p0[0] + p0[1] + p0[2] + v1)


@wp.func
def function_000001_f1(p0: float, p1: float, p2: float) -> float:
    return (p1 - (0.57 + ((-1.63 + p2) + (-0.52 - -0.34))))


@wp.func_grad(function_000001_f1)
def adj_function_000001_f1(p0: float, p1: float, p2: float, adj_ret: float):
    wp.adjoint[p1] += 1.0 * adj_ret
    wp.adjoint[p2] += (-1.0) * adj_ret


@wp.func
def function_000001_f2(p0: wp.vec3, p1: wp.vec2) -> wp.vec2:
    v3 = float(1.3)
    v4 = (v3 * v3)
    v5 = v3
    return wp.normalize((v5 * p1)) + wp.vec2(p0[0] + p0[1] + p0[2] + v4)


@wp.func
def function_000001_f3(p0: wp.mat33, p1: wp.vec2, p2: float):
    v6 = wp.vec3(p2, p2, p2)
    v7 = p2
    v8 = wp.normalize(v6)
    if not (p2 > v7 and v7 < 1.23):
        return wp.vec2(0.5, v7), (v8 + v8)
    return (wp.max(p1, p1) / (wp.abs(v7) + 1.0)) + wp.vec2(wp.ddot(p0, wp.mat33(1.0))), wp.cross(v8, wp.vec3(0.7, -1.402, 0.519))


@wp.kernel
def function_000001(contact_uvs: wp.array(dtype=wp.vec2), contact_pressures: wp.array(dtype=float), contact_densities: wp.array(dtype=float), contact_scores: wp.array(dtype=float), contact_energies: wp.array(dtype=float)):
    tid = wp.tid()  # this thread's element
    v9 = contact_uvs[tid]
    v10 = contact_pressures[tid]
    v11 = contact_densities[tid]
    v12 = wp.vec2(v11, v11)
    v13 = function_000001_f1(v11, v10, v10)
    for j14 in range(2):
        v13 = v13 + wp.cos(wp.step(wp.atan(v11)) * function_000001_f1(v10, p1=v11, p2=v11))
    v15 = wp.diag(wp.vec3(0.4, -1.0, -0.9))
    f0_fn = wp.static(function_000001_f0)
    v16 = f0_fn(wp.vec3(-1.623, -1.1, -0.2), contact_pressures, wp.abs((tid + tid)))
    f2_fn = wp.static(function_000001_f2)
    v17 = f2_fn(wp.vec3(-0.53, -1.537, 1.5), v16)
    res18 = function_000001_f3(v15, (v16 + v12), v13)
    v19, v20 = res18
    contact_scores[tid] = v10 + v11 + v13 + v13 * 1.34 + v9[0] + v9[1] + wp.ddot(v15, wp.mat33(1.0)) + v17[0] + v17[1] + v20[0] + v20[1] + v20[2]
    # store
    contact_energies[tid] = v10 + v11 + v13 + v13 * 1.82 + v12[0] + v12[1] + v16[0] + v16[1] + v19[0] + v19[1]
