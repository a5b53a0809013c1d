# Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = v1
    if ((tid % 5)) % 4 == 1:
        v2 = v2 + wp.sin(v3)
        v4 = (v0 * wp.max(wp.where(v2 < v0, wp.vec3(-1.098), wp.vec3(-0.58, -1.08, -1.0)), (wp.vec3(-1.842, -0.3, -1.54) / (wp.abs(v3) + 1.0))))
    if (v2 - v2) >= wp.tanh(v3):
        v1 -= wp.cos((v2 + (wp.vec3(0.7, 0.54, 1.61))[2])) * 0.39
        v5 = wp.length_sq((-(wp.vec3(-1.41, 1.486, -1.93)) * (v0 + v3)))
    else:
        v3 = v3 + wp.tanh(wp.erfinv(wp.clamp(wp.atan(v2), -0.8, 0.8)))
        v6 = wp.normalize(wp.vec3(-0.12))
        v7 = (v2 * v6.y)
    out0[tid] = (v3 * wp.vec3(v2, v0, v1))
