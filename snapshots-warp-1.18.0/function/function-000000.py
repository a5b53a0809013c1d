# Generated for case function-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def function_000000_f0(p0: wp.mat33, p1: wp.vec3):
    v0 = float(0.43)
    v1 = (v0 / (wp.abs(v0) + 1.0))
    return wp.normalize(wp.cw_div(p1, wp.vec3(1.5, 1.25, 3.0))) + wp.vec3(wp.ddot(p0, wp.mat33(1.0)) + v0 + v1)


@wp.func
def function_000000_f1(p0: wp.vec2, p1: wp.vec2, p2: wp.mat33):
    v2 = wp.vec3(0.438, -0.9, 0.131)
    v3 = float(-0.62)
    return wp.normalize(wp.where(v3 >= 0.657, p1, p1)) + p0 + wp.vec2(wp.ddot(p2, wp.mat33(1.0)) + v2[0] + v2[1] + v2[2])


@wp.func
def function_000000_f2(p0: wp.vec2, p1: wp.vec3, p2: wp.vec3):
    v4 = float(-0.64)
    if (v4 <= 0.076) and (v4 <= 1.765):
        return p2
    return ((p1 + wp.vec3(1.86, -1.071, -1.837)) @ wp.diag(wp.vec3(-1.984, -1.35, 0.1))) + wp.vec3(p0[0] + p0[1])


@wp.func_native(
    """
#if defined(__CUDA_ARCH__)
    return __fmaf_rn(a, b, c);
#else
    return a * b + c;
#endif
""",
    adj_snippet="adj_a += adj_ret * b; adj_b += adj_ret * a; adj_c += adj_ret;",
)
def function_000000_f3(a: float, b: float, c: float) -> float: ...


@wp.kernel
def function_000000(element_directions: wp.array[wp.vec3], element_lengths: wp.array[float], element_temperatures: wp.array[float], element_energies: wp.array[float], element_distances: wp.array[float], num_elements: int):
    tid = wp.tid()  # one thread per element
    if tid >= num_elements:
        return
    v16 = float(0.0)
    v5 = element_directions[tid]
    v6 = element_lengths[tid]
    v7 = element_temperatures[tid]
    for j8 in range(6):
        v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27
        v9 = v6
        v16 += v9
        v10 = function_000000_f3(-0.3, v9, v9)
        v16 += v10
    v11 = v7
    v12 = function_000000_f3(v11, 0.599, v7)
    v13 = function_000000_f0(wp.diag(wp.vec3(-0.5, -0.484, 1.33)), function_000000_f0(wp.identity(n=3, dtype=float) * -0.8, v5))
    f1_fn = wp.static(function_000000_f1)
    v14 = f1_fn(function_000000_f1(wp.vec2(-1.379, -0.74), wp.vec2(1.81, -1.985), wp.identity(n=3, dtype=float) * 0.356), wp.vec2(1.9, -0.916), wp.identity(n=3, dtype=float) * 1.772)
    v15 = function_000000_f2(wp.vec2(0.698, -1.165), -v13, (v13 + v13))
    element_energies[tid] = v7 + v11 + v12 + v12 * 0.78 + v6 + v16 + v13[0] + v13[1] + v13[2] + v15[0] + v15[1] + v15[2]
    # store
    element_distances[tid] = v7 + v11 + v12 + v7 * 0.54 + v5[0] + v5[1] + v5[2] + v14[0] + v14[1]
