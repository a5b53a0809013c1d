# Generated for case scalar_param-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.struct
class S0:
    c0: wp.vec3
    b1: wp.vec3
    d2: wp.vec3


@wp.func
def scalar_param_000002_f0(p0: S0, p1: float):
    v0 = (p1 * p1)
    v1 = (v0 + -1.683)
    if p1 <= v0:
        return p0.b1
    return wp.normalize(p0.c0) + wp.vec3(v1)


@wp.kernel(enable_backward=False)
def scalar_param_000002(cell_densities: wp.array[float], cell_lengths: wp.array[float], state: S0, radius: float, num_steps: int, n: int, total_counts: wp.array[float], cell_scores: wp.array[float], cell_records_out: wp.array[S0]):
    tid = wp.tid()  # this thread's element
    v2 = cell_densities[tid]
    v3 = cell_lengths[tid]
    v4 = wp.vec3(radius, radius, radius)
    v5 = scalar_param_000002_f0(S0(state.c0, wp.vec3(-1.402, 1.308, -1.504), state.b1), radius)
    cell_records_out[tid] = state
    # outputs
    cell_scores[tid] = v2 + v3 + radius + v3 * 1.57 + v4[0] + v4[1] + v4[2] + v5[0] + v5[1] + v5[2]
