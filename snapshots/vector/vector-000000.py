# Generated for case vector-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def vector_000000(x0: wp.array(dtype=wp.vec2), out0: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v0 = x0[tid]
    v0[0] = wp.sin(wp.norm_pseudo_huber((v0 / (wp.abs(1.838) + 1.0))))
    v0[1] += wp.sin(float(tid))
    v0.y -= wp.sin(((1.5 * 0.741) - 1.5))
    v0[0] += wp.sin(((-0.768 - 0.62) / (wp.abs(1.751) + 1.0)))
    out0[tid] = v0 + wp.vec2((wp.vec4(-0.622, 1.769, 0.14, 0.9))[3], 0.45) * 1.64
