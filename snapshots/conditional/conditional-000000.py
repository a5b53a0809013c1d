# Generated for case conditional-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def conditional_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = float(-1.21)
    v2 = (wp.tan(wp.clamp((v1 - v1), -1.2, 1.2)) - wp.min(wp.abs(v1), (v1 - 0.17)))
    out0[tid] = v0 + (v0 - v0) * 0.98
