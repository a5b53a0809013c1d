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
def scalar_param_000002(cell_densities: wp.array[float], cell_lengths: wp.array[float], cell_records: wp.array[S0], radius: wp.vec3, time_step: float, dt: float, offset: int, n: int, partial_sums: wp.array[float], cell_distances: wp.array[float], cell_states_out: wp.array[S0]):
    tid = wp.tid()  # launch index
    v2 = cell_densities[tid]
    v3 = cell_lengths[tid]
    e4 = cell_records[tid]
    v5 = wp.vec3(time_step, v3, 0.9)
    v6 = scalar_param_000002_f0(S0(e4.b1, e4.d2, wp.vec3(1.089, 1.241, -1.125)), wp.where(dt <= -0.1, v2, v3))
    cell_states_out[tid] = e4
    # write the results
    cell_distances[tid] = v3 + time_step + dt + time_step * 1.46 + v2 + v5[0] + v5[1] + v5[2] + v6[0] + v6[1] + v6[2]
