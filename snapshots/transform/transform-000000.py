# Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000000(particle_positions: wp.array2d[wp.vec3], particle_transforms: wp.array2d[wp.transform], particle_directions: wp.array2d[wp.vec3], scale: wp.vec3, total_energy: wp.array[wp.vec3], particle_poses_out: wp.array2d[wp.transform]):
    """Accumulate total energy and particle poses out from particle positions, particle transforms and particle directions. One thread per element of a 2D grid."""
    i, j = wp.tid()  # launch index
    v0 = particle_positions[i, j]
    v1 = particle_transforms[i, j]
    v2 = particle_directions[i, j]
    v3 = wp.quat_from_axis_angle(wp.normalize(scale + wp.vec3(0.0, 0.0, 2.5)), 1.26)
    v4 = wp.transform_compose(v0, v3, (wp.cw_mul(wp.vec3(-1.08, -1.69, -1.6), v0) + wp.vec3(0.5)))
    v5 = v3
    v6 = wp.transform_inverse(v1)
    # outputs
    particle_poses_out[i, j] = wp.transform_multiply(wp.transform_multiply(v6, wp.transform(wp.vec3(-1.38, 1.66, 1.248), wp.quat_identity())), wp.transform(wp.vec3(v0[0] + v0[1] + v0[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3] + wp.ddot(v4, wp.mat44(1.0)) + v5[0] + v5[1] + v5[2] + v5[3]), wp.quat_identity()))
