# Generated for case conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = v0
    if ((wp.abs(tid) % 6)) % 3 == 0:
        v1 = v1 + wp.normalize((v3 * wp.normalize(v1))) * 0.98
    if ((tid * tid)) % 3 == 1:
        v1 = v1 + wp.normalize(v1) * 1.35
        v4 = v1
        v5 = (wp.copysign(wp.tanh(v0), wp.degrees(v2)) - wp.sin(v4[2]))
    else:
        v2 = v2 + wp.cos((wp.length(wp.vec3(-1.8, 1.382, 1.3)) + (wp.vec3(1.302, 0.7, 0.54))[2]))
        v6 = wp.normalize(wp.cross(v1, wp.vec3(v3, -1.41, 0.16)))
    out0[tid] = v0 + v2 + v3 + wp.clamp(wp.clamp(v3, -0.85, 1.6), -0.98, 1.67) * 0.85
    out1[tid] = v0 + v2 + v3 + wp.radians(v3) * 0.6
