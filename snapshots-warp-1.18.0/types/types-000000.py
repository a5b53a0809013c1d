# Generated for case types-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def types_000000(x0: wp.array[float], x1: wp.array[wp.float16], out0: wp.array[wp.float64]):
    tid = wp.tid()  # thread index
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.float64(0.537)
    v3 = wp.clamp(v1, wp.float16(-4.0), wp.float16(4.0))
    v4 = wp.vec3d(-1.339)
    v5 = wp.int16(0)
    v6 = wp.cosh(wp.clamp(v2, wp.float64(-3.0), wp.float64(3.0)))
    v7 = wp.vec3i(tid, (tid << 1), tid)
    # store
    out0[tid] = v2 + v6 + wp.log10(wp.abs(v6) + wp.float64(1.0)) * wp.float64(1.54) + wp.float64(wp.sin(v0)) + wp.float64(float(v1) + float(v3) + float(v4[0] + v4[1] + v4[2]) + float(v5))
