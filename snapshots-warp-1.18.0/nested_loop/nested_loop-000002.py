# Generated for case nested_loop-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def nested_loop_000002_f0(p0: wp.vec2, p1: float, arr: wp.array[float], idx: int) -> float:
    v0 = arr[idx % arr.shape[0]]
    v1 = p1
    return (float(idx) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + p1 + v0 + v1 + p0[0] + p0[1]


@wp.kernel
def nested_loop_000002(sample_masses: wp.array[float], sample_temperatures: wp.array[float], damping: float, n: int, sample_gradients: wp.array[wp.vec2], sample_uv_out: wp.array[wp.vec2], num_samples: int):
    """Write sample gradients and sample uv out from sample masses and sample temperatures."""
    tid = wp.tid()  # this thread's element
    if tid >= num_samples:
        return  # past the end of the arrays
    v2 = sample_masses[tid]
    v3 = sample_temperatures[tid]
    for j4 in range(n):
        v2 = v2 + wp.sin((nested_loop_000002_f0(wp.vec2(-0.777), damping, sample_masses, wp.abs(j4)) - damping))
        for j5 in range(3):
            damping = damping * 0.5 + wp.tanh(v3)
            v3 = v3 * 0.5 + wp.sin(nested_loop_000002_f0(wp.vec2(0.61, -0.0), nested_loop_000002_f0(wp.vec2(-1.3, 1.447), -1.681, sample_temperatures, wp.abs((-3))), sample_masses, wp.abs(j4)))
        for j6 in range(n):
            damping = damping * 0.5 + wp.tanh((nested_loop_000002_f0(wp.vec2(-0.4, -0.03), 1.62, sample_masses, wp.abs(tid)) / 2.14))
    v7 = wp.vec2(-1.76, 0.7)
    sample_gradients[tid] = v7 + v7 * 1.58 + wp.vec2(wp.sin(v3)) + wp.vec2(damping)
    # write the results
    sample_uv_out[tid] = v7 + v7 * 1.04 + wp.vec2(wp.sin(v3)) + wp.vec2(v2)
