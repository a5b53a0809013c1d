# Generated for case spatial-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def spatial_000000(point_wrenches: wp.array[wp.spatial_vector], point_velocities: wp.array[wp.vec3], damping: wp.transform, point_scores: wp.array[float]):
    tid = wp.tid()
    v0 = point_wrenches[tid]
    v1 = point_velocities[tid]
    v2 = float(-0.7)
    point_scores[tid] = v2 + v2 * 1.34 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2]
