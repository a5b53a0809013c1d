# Generated for case static-000000 with warp-lang 1.18.0. Do not edit.
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
def static_000000(x0: wp.array[float], x1: wp.array[float], out0: wp.array[float]):
    tid = wp.tid()  # one thread per element
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = wp.vec3(v1, 1.9, v1)
    v3 = float(0.0)
    for u4 in range(wp.static(len(OPS))):
        v3 += wp.static(OPS[u4])((v1 / (wp.abs(v0) + 1.0)))
    # store
    out0[tid] = v0 + v1 + v3 + v3 * 0.5 + v2[0] + v2[1] + v2[2]
