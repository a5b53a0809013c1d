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
    v7 = float(0.0)
    v0 = sample_radii[i, j, k]
    v1 = sample_phases[i, j, k]
    v2 = sample_densities[i, j, k]
    wp.atomic_max(accumulated_mass, (i + j + k) % accumulated_mass.shape[0], v0)
    for j3 in range(2):
        v2 = v2 + wp.sin(v0)
        v1 = v1 + wp.cos(float(j3))
    w4 = int(0)
    while w4 < 4:
        w4 = w4 + 1
        v1 = v1 + wp.sin(wp.dot(relaxation, (relaxation + relaxation)))
        for j5 in range(2):
            v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, wp.vec2(1.367, 0.3), -0.69)))
            v6 = (float((i % 4)) * wp.trace(wp.identity(n=3, dtype=float) * -0.5))
            v7 += v6
    sample_gradients[i, j, k] = wp.vec3((v2 * v1), v2, v0) + wp.vec3(v7)
    # write the results
    sample_new_rotations[i, j, k] = wp.quat_rpy(-0.77, -1.9, -0.87)
