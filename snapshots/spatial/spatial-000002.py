# Generated for case spatial-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def spatial_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.mat33)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.vec3(v2, (v2 / (wp.abs(v2) + 1.0)), v2)
    v4 = wp.transform_twist(wp.transform(wp.vec3(1.0, -0.7, -1.26), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.39, -1.0, 1.57)), 0.242)), wp.transform_twist(wp.transform_identity(), wp.spatial_vector(1.7, 1.2, 2.0, 1.3, -1.17, -0.317)))
    v5 = wp.velocity_at_point((v4 * v2), wp.vec3(v2, v2, v2))
    v3[0] += wp.sin(((wp.identity(n=3, dtype=float) * 0.4)[1, 0] * wp.lerp(-1.947, v2, 0.25)))
    out0[tid] = wp.outer(v3, v5)
