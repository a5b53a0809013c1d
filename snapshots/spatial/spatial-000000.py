# Generated for case spatial-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def spatial_000000(x0: wp.array(dtype=wp.spatial_vector), x1: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.spatial_vector), out1: wp.array(dtype=wp.spatial_vector)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = ((1.0 if 1.11 <= -1.443 else 1.446) + 0.1)
    v3 = wp.spatial_vector(wp.vec3(v2, v2, v2), x1[(tid + 1) % x1.shape[0]])
    out0[tid] = v0 + v3 + wp.transform_wrench(wp.transform(wp.vec3(0.432, -0.6, 0.9), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.36, -1.9, 0.57)), 0.52)), v0) * 0.19
    out1[tid] = v0 + v3 + v0 * 0.56
