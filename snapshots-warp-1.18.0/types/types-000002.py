# Generated for case types-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def types_000002(point_temperatures: wp.array[wp.float64], point_indices: wp.array[wp.uint8], point_labels: wp.array[wp.int8], point_residuals: wp.array[float]):
    """Write point labels and point residuals from point temperatures and point indices."""
    tid = wp.tid()  # one thread per element
    v8 = float(0.0)
    v0 = point_temperatures[tid]
    v1 = point_indices[tid]
    v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))
    v3 = (((wp.abs((wp.int16(-4))) % wp.int16(8)) << wp.int16(2)) - wp.int16(5))
    v4 = wp.normalize(wp.vec3h(-0.5)) * wp.float16(1.39)
    if ((tid) % 2 == 1) or ((v0 <= wp.float64(0.7)) and (v0 <= wp.float64(1.218))):
        v4 = v4 * wp.float16(0.5) + wp.normalize((v4 + v4))
        v5 = ((~(v1 >> wp.uint8(3))) % wp.uint8(99))
        v8 += float(v5)
        v6 = (~wp.int8(v2))
        v8 += float(v6)
    v4[2] = wp.sin(wp.float16(-0.421))
    v7 = wp.uint32(wp.abs(v3))
    point_labels[tid] = wp.max(wp.int8(6), wp.int8(v1 % wp.uint8(97)))
    # outputs
    point_residuals[tid] = 0.71 + wp.sin(float(v1)) + v8 + float(v0) + float(v2) + float(v3) + float(v4[0] + v4[1] + v4[2]) + float(v7)
