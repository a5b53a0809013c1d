# Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000000(particle_positions: wp.array2d[wp.vec3], particle_transforms: wp.array2d[wp.transform], particle_directions: wp.array2d[wp.vec3], scale: wp.transform, total_energy: wp.array[wp.vec3], particle_poses_out: wp.array2d[wp.transform]):
    """Accumulate total energy and particle poses out from particle positions, particle transforms and particle directions. One thread per element of a 2D grid."""
    i, j = wp.tid()  # launch index
    v0 = particle_positions[i, j]
    v1 = particle_transforms[i, j]
    v2 = particle_directions[i, j]
    v3 = wp.quat_from_axis_angle(wp.normalize(v2 + wp.vec3(0.0, 0.0, 2.5)), -1.2)
    v4 = scale[:3]
    axis5 = wp.vec3()
    angle6 = float(0.0)
    wp.quat_to_axis_angle(v3, axis5, angle6)
    v7 = scale
    particle_poses_out[i, j] = wp.transform_multiply(wp.transform_multiply(v7, v7), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + wp.dot(wp.transform_point(v1, wp.vec3(1.0)), wp.vec3(1.0)) + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + v4[0] + v4[1] + v4[2] + axis5[0] + axis5[1] + axis5[2] + angle6), wp.quat_identity()))
    # outputs
    particle_poses_out[i, j][1] = wp.sin(angle6)
