# Generated for case static-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


C0 = wp.constant(-0.207)
K1 = 4
C2 = wp.constant(-0.2)


@wp.func
def static_000001_op0(x: float) -> float:
    return wp.erfcinv(wp.clamp(wp.log2(wp.abs(x) + 1.0), 0.2, 1.8)) * 0.502


@wp.func
def static_000001_op1(x: float) -> float:
    return wp.cbrt(wp.sqrt(wp.abs(x) + 0.5)) * 0.59


@wp.func
def static_000001_op2(x: float) -> float:
    return wp.frac(wp.cbrt(x)) * 0.8


OPS = (static_000001_op0, static_000001_op1, static_000001_op2,)


@wp.kernel
def static_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.static(C0 / float(K1 + 1))
    for j3 in range(4):
        v2 += wp.tanh((wp.vec3(0.1, -1.5, 1.24)).z)
        for u4 in range(wp.static(K1)):
            v2 += wp.static(float(u4 * 1)) * 1.86 * wp.tanh((-1.13 / (wp.abs(v2) + 1.0)))
        v1 = v1 + wp.cos(v0)
    v5 = wp.vec3(1.16, 0.1, -1.44)
    for u6 in range(wp.static(K1)):
        v2 = v2 + wp.static(OPS[u6 % 3])(wp.dot(v5, v5))
    for u7 in range(wp.static(K1)):
        v0 += wp.static(float(u7 * 1)) * 1.5 * wp.tanh(wp.min(v0, 1.62))
    out0[tid] = v0 + v1 + v2 + wp.sqrt(wp.abs(float(tid)) + 0.5) * 0.92
    out1[tid] = v0 + v1 + v2 + wp.dot(wp.cross(v5, wp.vec3(-0.5, 1.69, 1.3)), wp.vec3(1.853, v1, v0)) * 1.5
