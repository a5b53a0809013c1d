# Generated for case types-000002 with warp-lang 1.18.0. Do not edit.
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
    v3 = (((wp.abs((wp.int16(-4))) % wp.int16(8)) << wp.int16(2)) - wp.int16(5))
    v4 = wp.normalize(wp.vec3h(-0.5)) * wp.float16(1.39)
    if ((tid) % 2 == 1) or ((v0 <= wp.float64(0.7)) and (v0 <= wp.float64(1.218))):
        v4 = v4 * wp.float16(0.5) + wp.normalize((v4 + v4))
        v5 = ((~(v1 >> wp.uint8(3))) % wp.uint8(99))
        v6 = (~wp.int8(v2))
    v4[2] = wp.sin(wp.float16(-0.421))
    v7 = wp.uint32(wp.abs(v3))
    shape_results[tid] = wp.max(wp.int8(6), wp.int8(v1 % wp.uint8(97)))
    # write the results
    shape_energies[tid] = 0.71 + wp.sin(float(v1))
