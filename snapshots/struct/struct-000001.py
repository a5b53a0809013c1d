# Generated for case struct-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.struct
class S0:
    pos0: int
    mass1: wp.quat
    d2: wp.quat
    c3: wp.array(dtype=float)


@wp.struct
class S1:
    mass0: wp.vec3
    a1: float


@wp.struct
class S2:
    vel0: wp.vec3
    e1: wp.vec3


@wp.kernel
def struct_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), pS0: S0, pS1: S1, aS2: wp.array(dtype=S2), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float), oS1: wp.array(dtype=S1)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    e2 = aS2[tid]
    s3 = S2()
    s4 = S2()
    s4.vel0 = pS1.mass0
    s4.e1 = wp.vec3(wp.exp(wp.clamp(pS1.a1, -4.0, 2.0)), pS1.a1, (v0 + pS1.a1))
    s5 = S0()
    s5.pos0 = (tid % 9)
    s5.mass1 = wp.quat_rpy(0.1, -1.696, -1.593)
    s5.d2 = wp.quat_from_axis_angle(wp.normalize(pS1.mass0 + wp.vec3(0.0, 0.0, 2.5)), wp.length_sq(s4.vel0))
    v6 = (x0[(tid + 4) % x0.shape[0]] * (wp.where(v0 <= v0, v0, pS1.a1) + (pS1.a1 + pS1.a1)))
    oS1[tid] = pS1
    out0[tid] = e2.vel0 + s3.e1 + s4.vel0 + (x1[(tid + 5) % x1.shape[0]] + wp.cross(wp.vec3(1.1, -1.04, 1.6), s3.e1)) * 1.53
    out1[tid] = v0 + v6 + wp.copysign(+(pS1.a1), wp.step(v6) * v6) * 0.41
