# Generated for case types-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def types_000001(x0: wp.array(dtype=wp.float16), x1: wp.array(dtype=wp.float64), out0: wp.array(dtype=wp.int16)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.clamp(x0[(tid + 3) % x0.shape[0]], wp.float16(-4.0), wp.float16(4.0))
    if not (not (v1 <= v1 or -1.197 < -0.83) and wp.float16(-2.0) > wp.float16(0.206)):
        v1 += wp.cos(wp.float64((~wp.int64(3))))
        v3 = wp.uint8(wp.clamp(wp.where(wp.isfinite(-1.88), -1.88, 0.0), 0.0, 200.0))
    v4 = wp.clamp(wp.float16(((wp.int16(-2)) - wp.int16(3))), wp.float16(-4.0), wp.float16(4.0))
    v5 = (wp.uint16(7) + wp.uint16(3))
    v6 = (wp.int32(wp.int16(6)) % 4)
    v7 = ((wp.int64(7) | wp.int64(0)) | (wp.abs(((wp.int64(-5)) - (wp.int64(-3)))) % wp.int64(16)))
    out0[tid] = wp.max(wp.int16(4), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))
