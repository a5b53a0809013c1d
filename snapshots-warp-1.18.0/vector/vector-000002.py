# Generated for case vector-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def vector_000002_f0(p0: wp.vec3, p1: float):
    v0 = p1
    p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)
    return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)


@wp.kernel
def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4)):
    tid = wp.tid()  # this thread's element
    v1 = x0[tid]
    v2 = x1[tid]
    v3 = x2[tid]
    v4 = v1
    v5 = (v1 + v1)
    v6, v7 = vector_000002_f0(v2, wp.floor(v3))
    # store
    out0[tid] = v7 + v7 * 1.18 + wp.vec4(v1[0] + v1[1] + v4[0] + v4[1] + v5[0] + v5[1] + v6)
