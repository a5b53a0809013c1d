# Generated for case spatial-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def spatial_000001(x0: wp.array(dtype=wp.spatial_vector), out0: wp.array(dtype=wp.spatial_vector)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = float(-1.5)
    v2 = wp.transform(wp.spatial_bottom(v0), wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.6, 0.1, 1.321) + wp.vec3(0.0, 0.0, 2.5)), v1))
    v3 = wp.spatial_vector(wp.trunc(v1), (v1 if -1.72 >= v1 else v1), (v1 / (wp.abs(v1) + 1.0)), wp.smoothstep(-1.0, 1.0, v1) * v1, (v1 / (wp.abs(1.718) + 1.0)), wp.clamp(v1, -1.05, 0.97))
    v4 = (wp.outer(wp.spatial_vector(-0.5, -1.8, 0.92, -1.9, 0.291, 1.275), v3) @ x0[(tid + 4) % x0.shape[0]])
    out0[tid] = v0 + v3 + v4 + v0 * 1.0
