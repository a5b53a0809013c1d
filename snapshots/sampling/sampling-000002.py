# Generated for case sampling-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def sampling_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), cdf: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    state = wp.rand_init(18465, tid)
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    c3 = wp.sample_cdf(state, cdf) % cdf.shape[0]
    v4 = cdf[c3] * 1.37
    if not ((v0 > v4) and (v2 < 0.876) or v2 <= v2):
        v0 = v0 + wp.tanh(wp.noise(state, wp.floor(v2)))
        c5 = wp.sample_cdf(state, cdf) % cdf.shape[0]
        v6 = cdf[c5] * 0.58
        v7 = wp.noise(state, (wp.length(v1) - float(wp.poisson(state, 0.35))))
    out0[tid] = wp.normalize(wp.lerp(wp.vec2(0.6, -0.791), wp.vec2(-1.24, -1.59), v4))
    out1[tid] = wp.normalize(-(wp.vec2(-0.57, 1.133))) + wp.vec2(wp.sin(v0))
