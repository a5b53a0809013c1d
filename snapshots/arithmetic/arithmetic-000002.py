# Generated for case arithmetic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000002(shape_phases: wp.array[float], shape_temperatures: wp.array[float], shape_densities: wp.array[float], shape_scores: wp.array[float]):
    tid = wp.tid()  # thread index
    v0 = shape_phases[tid]
    v1 = shape_temperatures[tid]
    v2 = shape_densities[tid]
    v3 = v2
    v4 = (v2 / (wp.abs(v1) + 1.0))
    # store
    shape_scores[tid] = v2 + v3 + v4 + v0 * 0.74 + v1
