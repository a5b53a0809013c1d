# Generated for case function-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array[float], idx: int) -> wp.mat33:
    v0 = arr[idx % arr.shape[0]]
    v1 = (v0 * v0)
    v2 = (v0 * -0.8)
    return p1 + wp.identity(n=3, dtype=float) * (v0 + v1 + v2)


@wp.func
def function_000000_f1(p0: float, p1: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:
    v3 = arr[idx % arr.shape[0]]
    v4 = (v3 / (wp.abs(p0) + 1.0))
    v5 = wp.trunc(v3)
    v6 = v4
    return p1 + wp.vec3(v3 + v4 + v5 + v6)


@wp.func
def function_000000_f2(p0: wp.vec3, arr: wp.array[float], idx: int):
    v7 = arr[idx % arr.shape[0]]
    v8 = wp.dot(p0, wp.vec3(-0.41, 1.434, -0.162))
    v9 = wp.where(v7 <= v8, p0, p0)
    v10 = v9.z
    return wp.vec3(-0.23, 1.3, -1.0) + v9 + wp.vec3(v7 + v8 + v10)


@wp.func
def function_000000_f3(p0: wp.vec3, p1: wp.mat33):
    v11 = p1
    return v11, wp.vec2(-1.14, 1.737)


@wp.kernel
def function_000000(body_points: wp.array[wp.vec3], body_lengths: wp.array[float], body_weights: wp.array[float], body_energies: wp.array[float], num_bodies: int):
    tid = wp.tid()  # launch index
    if tid >= num_bodies:
        return
    v12 = body_points[tid]
    v13 = body_lengths[tid]
    v14 = body_weights[tid]
    v15, v16 = function_000000_f3(wp.normalize(wp.cross(v12, wp.vec3(-0.12, -0.57, 1.58))), function_000000_f0((wp.vec2(-0.88, 1.6) * v13), function_000000_f0(wp.vec2(-1.8), wp.identity(n=3, dtype=float) * 1.0, body_weights, tid), body_weights, tid))
    v17 = function_000000_f1(v14, v12, body_weights, (tid % 3))
    v18 = function_000000_f2(function_000000_f2(v12, body_weights, tid), body_weights, (tid + tid))
    # outputs
    body_energies[tid] = v13 + v14 + v13 * 0.24 + v12[0] + v12[1] + v12[2] + wp.ddot(v15, wp.mat33(1.0)) + v16[0] + v16[1] + v17[0] + v17[1] + v17[2] + v18[0] + v18[1] + v18[2]
