# Generated for case transform-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def transform_000002(particle_poses: wp.array3d[wp.transform], particle_directions: wp.array3d[wp.vec3], particle_normals: wp.array3d[wp.vec3], time_step: wp.transform, relaxation: wp.vec3, force_sums: wp.array[float], particle_forces: wp.array3d[wp.vec3]):
    i, j, k = wp.tid()
    v0 = particle_poses[i, j, k]
    v1 = particle_directions[i, j, k]
    v2 = particle_normals[i, j, k]
    v3 = v0.p
    v4 = (wp.transform(wp.vec3(-0.51, -0.01, -1.754), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.73, 1.539, 1.211)), 1.0)) * v0)
    v5 = v0.q
    v6 = v5
    v7 = time_step
    particle_forces[i, j, k] = v2 + relaxation + v3 + v2 * 1.64 + v1 + wp.vec3(wp.dot(wp.transform_point(v4, wp.vec3(1.0)), wp.vec3(1.0)) + v5[0] + v5[1] + v5[2] + v5[3] + v6[0] + v6[1] + v6[2] + v6[3] + wp.dot(wp.transform_point(v7, wp.vec3(1.0)), wp.vec3(1.0)))
