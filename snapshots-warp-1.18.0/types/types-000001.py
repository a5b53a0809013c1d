# Generated for case types-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel(enable_backward=False)
def types_000001(shape_densities: wp.array[wp.float16], shape_masses: wp.array[wp.float64], shape_results: wp.array[wp.int16], shape_energies: wp.array[float]):
    """Evaluate shape results and shape energies from shape densities and shape masses."""
    tid = wp.tid()
    v9 = float(0.0)
    v0 = shape_densities[tid]
    v1 = shape_masses[tid]
    v2 = wp.clamp(shape_densities[(tid + 3) % shape_densities.shape[0]], wp.float16(-4.0), wp.float16(4.0))
    if not ((v1 <= wp.float64(2.0)) or (float(tid) > 0.89) and float(tid) > 1.797):
        v2 = v2 * wp.float16(0.5) + wp.cos(wp.where(v2 > v0, wp.float16(-1.394), v0))
        v3 = wp.uint8(5)
        v9 += float(v3)
        v4 = (wp.uint32(7) & wp.uint32(1))
        v9 += float(v4)
    v5 = wp.int16(6)
    v6 = min(wp.int8(6), wp.int8(wp.int64(5)))
    v7 = float(1.047)
    v8 = wp.float64(-1.215)
    shape_results[tid] = wp.min(v5, wp.int16(wp.clamp(float(v2), -100.0, 100.0)))
    shape_energies[tid] = float(v6) + v7 + v9 + float(v8)
