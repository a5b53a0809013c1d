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
        v2 = v2 + wp.sin(wp.dot(s1, (s1 + s1)))
        for j5 in range(2):
            v2 = v2 + wp.sin(wp.determinant(wp.skew(wp.vec3(0.04, -0.76, 1.367))))
            wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.determinant((v1 * wp.identity(n=3, dtype=float) * 1.1)))
            v6 = (wp.outer((wp.vec3(0.5) - wp.vec3(1.1, -0.864, -0.13)), wp.vec3(1.4, -0.197, 1.299)) @ (wp.identity(n=3, dtype=float) * 1.69 + (0.601 * wp.identity(n=3, dtype=float) * 1.1)))
    out0[tid] = (wp.determinant(wp.identity(n=3, dtype=float) * -0.35) * wp.where(v2 >= v2, wp.vec3(1.9, 1.81, 0.624), wp.vec3(1.55, -1.491, 1.16)))
    out1[tid] = wp.quat_from_axis_angle(wp.normalize((wp.vec3(-0.87, 1.6, -1.3) - wp.vec3(0.71, 0.325, -1.2)) + wp.vec3(0.0, 0.0, 2.5)), float(s0))
