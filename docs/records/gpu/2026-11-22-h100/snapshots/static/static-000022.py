# Generated for case static-000022 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


K0 = 2
N1 = wp.constant(1)
C2 = wp.constant(-0.3)
C3 = wp.constant(0.7)


@wp.kernel
def static_000022(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    for u1 in range(wp.static(K0)):
        v0 = v0 + wp.sin(wp.clamp(v0, -0.96, 0.43)) * wp.static(float(u1 + 1) * 1.9)
    if wp.static(K0 % 2 == 0):
        v0 = v0 + wp.tanh(wp.sign(wp.sign(v0)))
    else:
        v0 = v0 + wp.sin(v0)
        v2 = (min(wp.static(C3 / float(K0 + 1)), x0[(tid + 1) % x0.shape[0]]) + wp.dot(wp.vec3(0.49, -1.1, -1.5), wp.cw_div(wp.vec3(-1.26, 0.61, 0.883), wp.vec3(1.25, 3.0, 1.25))))
        v0 = v0 + wp.sin(wp.length((wp.vec3(-0.904, -1.3, -1.1) / (wp.abs(v0) + 1.0))))
    for u3 in range(wp.static(K0 + 1)):
        v0 = v0 + wp.sin((v0 * v0)) * wp.static(float(u3 + 1) * 1.25)
    out0[tid] = v0 + C3 * 1.83
    out1[tid] = v0 + ((v0 * v0) / (wp.abs((v0 / (wp.abs(v0) + 1.0))) + 1.0)) * 0.42
