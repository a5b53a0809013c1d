# Generated for case types-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def types_000002(point_temperatures: wp.array[wp.float64], point_indices: wp.array[wp.uint8], point_labels: wp.array[wp.int8], point_residuals: wp.array[float]):
    """Write point labels and point residuals from point temperatures and point indices."""
    tid = wp.tid()  # one thread per element
    v0 = point_temperatures[tid]
    v1 = point_indices[tid]
    v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))
    v3 = ((-(wp.int16(-4))) - (wp.int16(-3)))
    v4 = (v0 / (wp.abs((wp.float64(-0.918) + v0)) + wp.float64(1.0)))
    v5 = wp.uint16(5)
    v6 = (v2 * (v2 * v2))
    if ((tid >> 3)) % 2 == 1:
        v4 += wp.tanh(point_temperatures[(tid + 5) % point_temperatures.shape[0]])
    point_labels[tid] = wp.max((~(wp.abs(max((wp.int8(-1)), (wp.int8(-5)))) % wp.int8(8))), wp.int8(wp.clamp(float(v4), -100.0, 100.0)))
    # outputs
    point_residuals[tid] = -1.665 + wp.sin(float(v0)) + float(v1) + float(v2) + float(v3) + float(v5) + float(v6)
