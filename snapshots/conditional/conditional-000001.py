# Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def conditional_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    if v0 <= (v1 + v2):
        v2 = v2 + wp.tanh(wp.tanh(wp.where(v1 <= v1, v2, v2)))
    else:
        v2 = v2 + wp.tanh(((v2 * 0.1) + (v2 - 1.0)))
    v3 = (wp.length((wp.vec3(0.234, -0.32, -0.8) * v2)) * wp.length(wp.vec3(v0, -1.108, v2)))
    if ((-1.377 <= 0.512) or (v2 <= v1)) or ((tid) % 4 == 1):
        v2 = v2 + wp.cos((wp.dot(wp.vec3(1.15, -1.0, -0.089), wp.vec3(1.34, 1.5, 0.62)) - wp.where(v2 >= v2, v1, v2)))
    v4 = (wp.round(v2) - wp.atan2(wp.sin(v2), (wp.vec3(1.3, 1.888, 1.74))[1] + 3.0))
    if -0.448 > (v1 / (wp.abs(v4) + 1.0)):
        v1 = v1 + wp.tanh(v1)
        v5 = v3
    else:
        v3 = v3 + wp.tanh(v2)
    out0[tid] = v2 + v3 + v4 + -1.47 * 1.47
