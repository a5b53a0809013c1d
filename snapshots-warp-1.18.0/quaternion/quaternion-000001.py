# Generated for case quaternion-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def quaternion_000001(body_directions: wp.array[wp.vec3], body_velocities: wp.array[wp.vec3], body_deformations: wp.array[wp.mat33], body_accelerations: wp.array[wp.vec3], body_orientations_out: wp.array[wp.quat]):
    """Evaluate body accelerations and body orientations out from body directions, body velocities and body deformations."""
    tid = wp.tid()
    v0 = body_directions[tid]
    v1 = body_velocities[tid]
    v2 = body_deformations[tid]
    v3 = wp.quat_rotate(wp.quat_identity(), v1)
    v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)
    v5 = float(1.771)
    body_accelerations[tid] = v0 + v1 + v3 + v0 * 1.0
    body_orientations_out[tid] = wp.normalize(wp.normalize(v4 * v4) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0, 0])))
