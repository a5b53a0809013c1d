# Generated for case types-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def types_000001(shape_densities: wp.array[wp.float16], shape_masses: wp.array[wp.float64], shape_results: wp.array[wp.int16], shape_energies: wp.array[float]):
    """Evaluate shape results and shape energies from shape densities and shape masses."""
    tid = wp.tid()
    v0 = shape_densities[tid]
    v1 = shape_masses[tid]
    v2 = wp.clamp(shape_densities[(tid + 3) % shape_densities.shape[0]], wp.float16(-4.0), wp.float16(4.0))
    if not ((v1 <= wp.float64(2.0)) or (float(tid) > 0.89) and float(tid) > 1.797):
        v2 = v2 * wp.float16(0.5) + wp.cos(wp.where(float(tid) > -0.02, v2, v0))
    v3 = ((wp.uint64(3) // wp.uint64(4)) + (wp.uint64(5) // wp.uint64(5)))
    v4 = (wp.int16(-2))
    v5 = wp.int8(7)
    v6 = wp.clamp(wp.nonzero(v2) * (v2 * wp.float16(0.7)), wp.float16(-4.0), wp.float16(4.0))
    shape_results[tid] = wp.min((wp.abs(v4) % wp.int16(8)), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))
    shape_energies[tid] = float(v3) + float(v4) + float(v5) + float(v6)
