# Generated for case nested_loop-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def nested_loop_000000(sample_masses: wp.array[float], sample_uvs: wp.array[wp.vec2], n: int, sample_scores: wp.array[float], sample_costs: wp.array[float]):
    """Update sample scores and sample costs from sample masses and sample uvs."""
    tid = wp.tid()  # one thread per element
    v0 = sample_masses[tid]
    v1 = sample_uvs[tid]
    for j2 in range(1, 6):
        v1 += wp.normalize(wp.vec2(1.94, 0.1)) * 1.6
        for j3 in range(n):
            v0 = v0 * 0.5 + wp.cos(0.56)
        for j4 in range(2):
            v0 = v0 * 0.5 + wp.tanh(-1.19)
            v1 = v1 * 0.5 + wp.normalize(wp.vec2(1.598, 0.69)) * 0.74
    sample_scores[tid] = v0 + v0 * 0.52 + v1[0] + v1[1]
    # outputs
    sample_costs[tid] = v0 + v0 * 1.8
