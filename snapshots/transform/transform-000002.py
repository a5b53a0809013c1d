# Generated for case transform-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, force_sums: wp.array[float], particle_energies: wp.array3d[float]):
    i, j, k = wp.tid()
    v0 = particle_poses[i, j, k]
    v1 = particle_directions[i, j, k]
    v2 = particle_normals[i, j, k]
    v3 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.09, 0.432, -1.33)), -0.69)
    particle_energies[i, j, k] = -0.9 + wp.sin(time_step[0]) + wp.dot(wp.transform_point(v0, wp.vec3(1.0)), wp.vec3(1.0)) + v1[0] + v1[1] + v1[2] + v2[0] + v2[1] + v2[2] + v3[0] + v3[1] + v3[2] + v3[3]
