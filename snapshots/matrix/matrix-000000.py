# Generated for case matrix-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def matrix_000000(x0: wp.array(dtype=wp.mat44), x1: wp.array(dtype=wp.mat44), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat22)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = (wp.vec3(-0.8, -1.645, -0.9) * wp.determinant(wp.diag(wp.vec2(-0.343, -0.3))))
    v3 = wp.diag(wp.vec2(0.777, -0.6))
    v4 = wp.cross(wp.cross(v2, v2), (-0.21 * wp.vec3(0.284, -1.2, -1.67)))
    out0[tid] = wp.length_sq(v2)
    out1[tid] = v3 + wp.diag(wp.vec2(-1.242, 0.399)) * 1.95
