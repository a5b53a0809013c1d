# Generated for case nested_loop-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def nested_loop_000000(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = float(tid)
    for j1 in range(5):
        v1 = v1 + wp.normalize(wp.normalize(wp.vec2(-0.915, v2))) * 1.33
        v3 = v2
    v4 = v2
    v5 = ((wp.max(v0, v0) + (v0 + v1)))[0]
    out0[tid] = v2 + v4 + v5 + (wp.clamp(v4, -0.97, 1.33) * (1.0 - v2)) * 0.57
    out1[tid] = v0 + v1 + ((v0 - v1) * (v4 / (wp.abs(v2) + 1.0))) * 1.56
