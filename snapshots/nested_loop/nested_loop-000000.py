# Generated for case nested_loop-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def nested_loop_000000(body_phases: wp.array[float], body_uvs: wp.array[wp.vec2], n: int, body_energies: wp.array[float], body_costs: wp.array[float]):
    """Update body energies and body costs from body phases and body uvs."""
    tid = wp.tid()  # launch index
    v0 = body_phases[tid]
    v1 = body_uvs[tid]
    for j2 in range(1, 6):
        v1 += wp.normalize(wp.vec2(1.94, 0.1)) * 1.6
        for j3 in range(n):
            v0 = v0 * 0.5 + wp.cos(0.56)
        for j4 in range(2):
            v0 = v0 * 0.5 + wp.tanh(-1.19)
            v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74
    body_energies[tid] = v0 + v0 * 0.52 + v1[0] + v1[1]
    # write the results
    body_costs[tid] = v0 + v0 * 1.8
