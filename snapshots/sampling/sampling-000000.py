# Generated for case sampling-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def sampling_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), cdf: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    state = wp.rand_init(50805, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = (wp.log10(wp.abs(wp.tan(wp.clamp(0.77, -1.2, 1.2))) + 1.0) + (wp.lerp(-1.8, -1.3, 0.25) - wp.acos(wp.clamp(-0.8, -0.9, 0.9))))
    v4 = (v3 * (wp.cross(wp.vec3(-0.2, -1.121, 0.018), wp.vec3(1.56, -0.916, 0.4)) * wp.sin(v3)))
    if wp.step(v3) * v3 > float(wp.randi(state) % 5):
        v2 += wp.normalize((wp.normalize(v2) * v3)) * 1.15
    out0[tid] = v3 + wp.cos((v3 - v3)) * 0.91 + wp.sin(v1[0])
    out1[tid] = v4 + (wp.where(0.766 <= v3, wp.vec3(1.522, 1.94, 1.31), v4) - wp.cross(v4, wp.vec3(-1.71, 1.29, -1.009))) * 1.93 + wp.vec3(wp.sin(v0[0]))
