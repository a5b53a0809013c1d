# Generated for case sampling-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def sampling_000001(x0: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    state = wp.rand_init(80985, tid)
    v0 = x0[tid]
    for j1 in range(2):
        v0 -= wp.cos(wp.dot(wp.normalize(wp.vec2(-1.79, 1.158)), wp.sample_unit_ring(state))) * 0.83
        v2 = (wp.vec2(0.4, -0.05))[1]
        v3 = (v2 if v0 > (wp.vec2(-0.5, 0.3))[1] else wp.noise(state, wp.curlnoise(state, wp.vec2(1.69, 0.0), wp.uint32(2), 2.0, 0.5)))
    if wp.length_sq(wp.vec3(0.165, 0.56, 1.66)) < v0:
        v0 += wp.tanh((v0 - wp.noise(state, v0)))
        v4 = wp.normalize(wp.vec3((v0 - v0), v0, wp.length(wp.vec2(0.5, -1.6))))
    out0[tid] = wp.vec2(v0, (wp.vec2(-1.61, 0.746))[1])
    out1[tid] = (wp.cross(wp.vec3(0.37, 1.903, 1.12), wp.vec3(0.1, 1.71, -1.05)) + (wp.vec3(0.9, -0.308, 0.99) + wp.vec3(1.1, -1.31, 1.6))) + wp.vec3(wp.sin(v0))
