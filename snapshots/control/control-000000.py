# Generated for case control-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = (float((tid - tid)) + x1[(tid + 2) % x1.shape[0]])
    if (tid) % 4 == 1:
        out0[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12
        return
    v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))
    w5 = int(0)
    while w5 < 2:
        w5 = w5 + 1
        v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))
        w6 = int(0)
        while w6 < 5:
            w6 = w6 + 1
            v0 = v0 + wp.normalize(wp.cw_mul((v4 * v2), v0)) * 1.97
            v7 = ((x0[(tid + 2) % x0.shape[0]]).x - v3)
        for j8 in range(n):
            v0 = v0 + wp.normalize(((v4 / (wp.abs(v2) + 1.0)) - wp.normalize(v0))) * 1.29
            if (tid) % 2 == 1:
                break
            if -0.27 < v1:
                continue
    out0[tid] = v1 + v2 + v3 + float(tid) * 1.23
    out1[tid] = v1 + v2 + v3 + wp.frac((v1 - v1)) * 0.52
