# Generated for case math-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000001(particle_temperatures: wp.array(dtype=float), particle_distances: wp.array(dtype=float), particle_residuals: wp.array(dtype=float), num_particles: int):
    tid = wp.tid()  # launch index
    if tid >= num_particles:
        return  # out of bounds
    v0 = particle_temperatures[tid]
    v1 = float(1.3)
    particle_distances[tid] = v0 + v1 + v0 * 0.18
    # outputs
    particle_residuals[tid] = v0 + v1 + v0 * 1.11
