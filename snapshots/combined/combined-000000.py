# Generated for case combined-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def combined_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), s0: int, s1: wp.vec2, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    wp.atomic_max(acc0, tid % acc0.shape[0], v0)
    for j3 in range(2):
        v2 = v2 + wp.sin(v0)
        v1 = v1 + wp.cos(float(j3))
    w4 = int(0)
    while w4 < 4:
        w4 = w4 + 1
        v1 = v1 + wp.sin(wp.dot(s1, (s1 + s1)))
        for j5 in range(2):
            v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(s1, s1, v0)))
    out0[tid] = (v0 * (wp.diag(wp.vec3(-0.208, 1.31, -1.4)) @ wp.vec3(-0.93, -1.18, 1.188)))
    out1[tid] = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.91, 1.3, -0.6) + wp.vec3(0.0, 0.0, 2.5)), (v1 / (wp.abs(v0) + 1.0)))
