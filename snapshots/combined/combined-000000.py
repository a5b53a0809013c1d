# Generated for case combined-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def combined_000000(sample_radii: wp.array3d[float], sample_phases: wp.array3d[float], sample_densities: wp.array3d[float], iterations: int, relaxation: wp.vec2, n: int, accumulated_mass: wp.array[float], sample_gradients: wp.array3d[wp.vec3], sample_new_rotations: wp.array3d[wp.quat], num_samples: int):
    """Accumulate accumulated mass, sample gradients and sample new rotations from sample radii, sample phases and sample densities. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # thread index
    if i >= num_samples:
        return  # past the end of the arrays
    v0 = sample_radii[i, j, k]
    v1 = sample_phases[i, j, k]
    v2 = sample_densities[i, j, k]
    relaxation[0] *= wp.sin(wp.trace(wp.identity(n=3, dtype=float) * 1.4))
    v3 = v0
    v4 = v3
    sample_gradients[i, j, k] = wp.lerp((wp.vec3(0.7, -1.887, -0.1) @ wp.identity(n=3, dtype=float) * -0.6), wp.vec3(0.9, 1.259, 1.579), (v3 - v2)) + wp.vec3(v1 + v4)
    sample_gradients[i, j, k][1] -= wp.sin(v4)
    # write the results
    sample_new_rotations[i, j, k] = wp.normalize(wp.mul(wp.quat_identity(), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.4, -1.74, 1.188) + wp.vec3(0.0, 0.0, 2.5)), v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), relaxation[0] + relaxation[1]))
