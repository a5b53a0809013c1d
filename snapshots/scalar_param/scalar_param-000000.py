# Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def scalar_param_000000(body_radii: wp.array[float], body_displacements: wp.array[wp.vec3], body_weights: wp.array[float], scale: wp.vec3, radius: wp.vec3, time_step: wp.vec3, n: int, total_energy: wp.array[float], body_distances: wp.array[float], body_scores: wp.array[float]):
    tid = wp.tid()
    if tid >= body_weights.shape[0]:
        return
    v0 = body_radii[tid]
    v1 = body_displacements[tid]
    v2 = body_weights[tid]
    v3 = wp.length(v1)
    body_distances[tid] = v0 + v2 + v3 + v0 * 0.93 + v1[0] + v1[1] + v1[2]
    body_scores[tid] = v0 + v2 + v3 + v0 * 0.86
