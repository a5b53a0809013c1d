# Generated for case quaternion-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def quaternion_000001(body_directions: wp.array[wp.vec3], body_velocities: wp.array[wp.vec3], body_deformations: wp.array[wp.mat33], force_sums: wp.array[float], body_scores: wp.array[float]):
    """Evaluate force sums and body scores from body directions, body velocities and body deformations."""
    tid = wp.tid()
    v0 = body_directions[tid]
    v1 = body_velocities[tid]
    v2 = body_deformations[tid]
    v3 = wp.quat_rotate(wp.quat_identity(), v1)
    v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)
    v5 = float(1.771)
    body_scores[tid] = v5 + v5 * 1.1 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + v3[0] + v3[1] + v3[2] + v4[0] + v4[1] + v4[2] + v4[3]
