# Generated for case nested_loop-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.sin(v0)
    for j3 in range(0, 4):
        v0 = v0 + wp.cos((wp.acos(wp.clamp(v2, -0.9, 0.9)) + (v1 + 1.829)))
    out0[tid] = v0 + v1 + v2 + 1.3 * 0.92
    out1[tid] = v0 + v1 + v2 + wp.dot(wp.normalize(wp.vec2(-0.6)), wp.vec2(1.811, -0.3)) * 1.93
