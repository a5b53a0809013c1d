# Generated for case vector-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def vector_000002_f0(p0: wp.vec3, p1: float):
    v0 = p1
    p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)
    return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)


@wp.kernel
def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()  # this thread's element
    v1 = x0[tid]
    v2 = x1[tid]
    v3 = x2[tid]
    v1[1] -= wp.sin(wp.atan2(wp.exp(wp.clamp(v3, -4.0, 2.0)), wp.abs((v3 / (wp.abs(v3) + 1.0))) + 0.5))
    v4 = wp.vec4(-1.081, 0.415, -0.85, 0.7)
    v5 = v4[:3]
    v6 = (v1 + v1)
    v7, v8 = vector_000002_f0(v2, wp.dot(v2, v5))
    out0[tid] = v1 + v6 + wp.vec2(-0.065, 1.4) + wp.vec2(v7)
    # store
    out1[tid] = v2 + v5 + v5 * 0.19 + wp.vec3(v8[0] + v8[1] + v8[2] + v8[3])
