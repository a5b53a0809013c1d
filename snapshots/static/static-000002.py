# Generated for case static-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


C0 = wp.constant(-1.97)
K1 = 5
K2 = 2
K3 = 3


@wp.kernel
def static_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    if wp.static(K3 in (2, 3)):
        v1 = v1 + wp.normalize(wp.vec3((v2 - v0), wp.dot(v1, v1), -(v0))) * 0.13
        v3 = wp.static(C0 / float(K2 + 1))
    else:
        v0 = v0 + wp.tanh(v0)
    for u4 in range(wp.static(K2 + 1)):
        v2 += wp.static(float(u4 * 1)) * 0.44 * wp.tanh((v2 - v0))
    for u5 in range(wp.static(K2)):
        v1 = v1 + wp.normalize(-(wp.cross(v1, wp.vec3(-0.486, 0.72, -0.62)))) * 1.91
    for u6 in range(wp.static(3)):
        v0 += wp.tanh(v0)
    for j7 in range(6):
        v0 += wp.cos((x2[(tid + 1) % x2.shape[0]] / (wp.abs(v2) + 1.0)))
    out0[tid] = v2 + v0 + v0 * 0.71
