# Generated for case conditional-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def conditional_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = (float(0) + (wp.rint(v0) - wp.atan2(v0, wp.abs(v0) + 0.5)))
    if wp.dot(wp.vec3(1.57, 0.17, 1.4), wp.vec3(1.62)) >= wp.exp(wp.clamp(v0, -4.0, 2.0)):
        v1 = v1 + wp.cos((min(v1, v0) - (v1 - v1)))
        v2 = wp.vec3(-0.3, 1.32, -1.225)
        v3 = (wp.min(wp.where(v1 < v0, v2, v2), v2) * (wp.normalize(v2))[1])
    else:
        v1 = v1 + wp.sin(((v0 - v0) + (v1 - v0)))
    v4 = (wp.vec3((v0 - v1), wp.lerp(v0, v1, 0.25), -1.753)).x
    if v4 >= v1:
        v4 = v4 + wp.sin((-(v4) / (wp.abs(wp.rint(v0)) + 1.0)))
        v5 = (wp.vec3((v0 * -0.709), -1.7, wp.sqrt(wp.abs(v4) + 0.5)) * wp.clamp((1.444 - v1), -0.63, 1.69))
    v6 = v0
    out0[tid] = v1 + v4 + v6 + v0 * 1.78
