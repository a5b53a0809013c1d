# Generated for case types-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def types_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.float16), out0: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.sinh(wp.clamp((wp.float64(-0.9) / (wp.abs(wp.float64(1.9)) + wp.float64(1.0))), wp.float64(-3.0), wp.float64(3.0)))
    if (v2 / (wp.abs(v2) + wp.float64(1.0))) > +(v2):
        v0 += wp.cos((wp.clamp(v0, -0.86, 0.27) * v0))
    v3 = (wp.uint32(4) << wp.uint32(1))
    v4 = wp.uint8(4)
    v5 = wp.normalize((wp.vec3h(v1, v1, v1) - wp.vec3h(v1, wp.float16(-1.18), v1))) * wp.float16(1.93)
    v6 = wp.uint32(2)
    out0[tid] = v2 + v2 * wp.float64(1.52) + wp.float64(wp.sin(float(v1)))
