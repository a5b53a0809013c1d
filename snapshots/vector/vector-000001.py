# Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def vector_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (wp.vec4(1.9, 1.786, -0.84, 1.281) * v0)
    v3 = v1
    out0[tid] = (wp.vec3(-0.36, -0.5, 1.6) - wp.cross(wp.vec3(-1.347, -0.722, -0.15), wp.vec3(-1.8, -1.27, 0.3)))
