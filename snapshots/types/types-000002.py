# Generated for case types-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def types_000002(x0: wp.array(dtype=wp.float64), x1: wp.array(dtype=wp.uint8), out0: wp.array(dtype=wp.int8), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))
    v3 = ((-(wp.int16(-4))) - (wp.int16(-3)))
    v4 = (wp.float64(wp.float16(-1.78)) / (wp.abs(x0[(tid + 3) % x0.shape[0]]) + wp.float64(1.0)))
    v5 = wp.vec4ub((v1 >> wp.uint8(3)), (((v1 % wp.uint8(61)) + (v1 % wp.uint8(99))) % wp.uint8(7)), (v1 % wp.uint8(99)), ((v1 >> wp.uint8(1)) % wp.uint8(13)))
    v5[0] ^= wp.uint8(6)
    v6 = (wp.abs(v3) & v3)
    out0[tid] = wp.min(((wp.abs((wp.int8(2) * (wp.int8(-1)))) % wp.int8(16)) >> wp.int8(4)), wp.int8(wp.clamp(float(v4), -100.0, 100.0)))
    out1[tid] = (-0.635 * -1.334) + wp.sin(float(v0))
