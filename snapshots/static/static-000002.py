# Generated for case static-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


C0 = wp.constant(-1.97)
K1 = 5
K2 = 2
K3 = 3


@wp.kernel
def static_000002(shape_lengths: wp.array[float], shape_normals: wp.array[wp.vec3], shape_weights: wp.array[float], shape_residuals: wp.array[float], num_shapes: int):
    tid = wp.tid()  # this thread's element
    if tid >= num_shapes:
        return  # past the end of the arrays
    v8 = float(0.0)
    v0 = shape_lengths[tid]
    v1 = shape_normals[tid]
    v2 = shape_weights[tid]
    if wp.static(K3 in (2, 3)):
        v1 = v1 + wp.normalize(wp.vec3((v2 - v0), float(tid), float(tid))) * 0.53
        if wp.static(K1 % 2 == 0):
            v2 -= wp.sin(v2) * 0.75
        else:
            v0 += wp.sin(v0)
            v2 += wp.sin(wp.length_sq(-v1))
    else:
        v2 -= wp.cos(shape_lengths[wp.max(tid - 4, 0)]) * 1.08
        if wp.static(K3 % 2 == 0):
            v0 -= wp.cos(((v1 * 1.592))[2]) * 1.21
            v3 = wp.round(v0)
            v8 += v3
            v4 = (v2 - v0)
            v8 += v4
    for u5 in range(wp.static(K3)):
        v2 = v2 + wp.sin(v2)
    v6 = wp.static(C0 * 0.82 + -1.9)
    for u7 in range(wp.static(K2 + 1)):
        v2 = v2 + wp.sin(v0)
    # write the results
    shape_residuals[tid] = v0 + v2 + v6 + v2 * 1.39 + v8
