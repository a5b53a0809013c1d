# Generated for case conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    if wp.erf(v0) <= wp.degrees(v0):
        v0 = v0 + wp.cos(v0)
        v1 = wp.degrees((wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) + wp.smoothstep(-1.0, 1.0, v0) * v0))
    else:
        v0 += wp.tanh(wp.length((wp.vec3(0.78, -1.974, 1.49) * v0)))
    v2 = wp.clamp(v0, -1.36, 0.68)
    v3 = (1.406 * v0)
    out0[tid] = (wp.vec3(v0, v2, 0.2) - wp.cross(wp.vec3(1.407, -0.093, -1.14), wp.vec3(0.183, 1.719, -0.686)))
