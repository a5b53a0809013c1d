# Generated for case types-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def types_000002(shape_temperatures: wp.array[wp.float64], shape_labels: wp.array[wp.uint8], shape_results: wp.array[wp.int8], shape_energies: wp.array[float]):
    """Compute shape results and shape energies from shape temperatures and shape labels."""
    tid = wp.tid()  # launch index
    v0 = shape_temperatures[tid]
    v1 = shape_labels[tid]
    v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))
    v3 = ((-(wp.int16(-4))) - (wp.int16(-3)))
    v4 = (v0 / (wp.abs((wp.float64(-0.918) + v0)) + wp.float64(1.0)))
    v5 = wp.uint16(5)
    v6 = (v2 * (v2 * v2))
    if ((tid >> 3)) % 2 == 1:
        v4 += wp.tanh(shape_temperatures[(tid + 5) % shape_temperatures.shape[0]])
    shape_results[tid] = wp.max((~(wp.abs(max((wp.int8(-1)), (wp.int8(-5)))) % wp.int8(8))), wp.int8(wp.clamp(float(v4), -100.0, 100.0)))
    # write the results
    shape_energies[tid] = -1.665 + wp.sin(float(v0)) + float(v1) + float(v2) + float(v3) + float(v5) + float(v6)
