# Generated for case nested_loop-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def nested_loop_000002_f0(p0: wp.vec2, p1: float, arr: wp.array[float], idx: int) -> float:
    v0 = arr[idx % arr.shape[0]]
    v1 = p1
    return (float(idx) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + v0 + v1


@wp.kernel
def nested_loop_000002(particle_phases: wp.array[float], particle_lengths: wp.array[float], dt: float, n: int, particle_uv_out: wp.array[wp.vec2], particle_gradients: wp.array[wp.vec2], num_particles: int):
    """Compute particle uv out and particle gradients from particle phases and particle lengths."""
    tid = wp.tid()  # one thread per element
    if tid >= num_particles:
        return  # out of bounds
    v2 = particle_phases[tid]
    v3 = particle_lengths[tid]
    for j4 in range(3):
        v2 = v2 + wp.tanh(dt)
    for j5 in range(6):
        v3 = v3 + wp.tanh(1.811)
        for j6 in range(3):
            v2 = v2 * 0.5 + wp.tanh((dt * dt))
            v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))
            dt = dt * 0.5 + wp.tanh(0.49)
    v7 = nested_loop_000002_f0(wp.lerp(wp.vec2(1.32, 0.001), wp.vec2(0.69, -1.367), v2), dt, particle_lengths, (tid % 5))
    particle_uv_out[tid] = wp.vec2(0.81, -1.659) + wp.vec2(wp.sin(v7))
    # store
    particle_gradients[tid] = wp.vec2(1.102, -1.266) + wp.vec2(wp.sin(v3))
