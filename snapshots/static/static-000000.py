# Generated for case static-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


C0 = wp.constant(0.207)
C1 = wp.constant(2.0)
C2 = wp.constant(-0.157)
C3 = wp.constant(1.2)


@wp.func
def static_000000_op0(x: float) -> float:
    return wp.sinh(wp.clamp(wp.acos(wp.clamp(x, -0.9, 0.9)), -3.0, 3.0)) * 1.11


@wp.func
def static_000000_op1(x: float) -> float:
    return wp.cos(wp.abs(x)) * 1.1


OPS = (static_000000_op0, static_000000_op1,)


@wp.kernel
def static_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.vec3(1.78, v1, x1[(tid + 4) % x1.shape[0]])
    for u3 in range(wp.static(4)):
        v2 += wp.normalize((v1 * wp.vec3(v0, v1, v1))) * 0.29
    v4 = float(0.0)
    for u5 in range(wp.static(len(OPS))):
        v4 += wp.static(OPS[u5])(v2.x)
    out0[tid] = v0 + v1 + v4 + wp.static(C3 * 1.85 + 0.3) * 0.46
