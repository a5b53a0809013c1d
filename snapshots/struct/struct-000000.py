# Generated for case struct-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.struct
class S0:
    vel0: wp.quat
    scale1: wp.vec3
    w2: wp.array(dtype=float)


@wp.kernel
def struct_000000(x0: wp.array(dtype=float), pS0: S0, out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    s1 = S0()
    s1.vel0 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(v0, v0, v0) + wp.vec3(0.0, 0.0, 2.5)), (1.83 - v0))
    v2 = wp.quat_rotate_inv(wp.quat_from_axis_angle(wp.normalize((s1.scale1 + pS0.scale1) + wp.vec3(0.0, 0.0, 2.5)), abs(v0)), wp.where((0) % 3 == 1, wp.max(s1.scale1, pS0.scale1), wp.cross(s1.scale1, wp.vec3(-0.696, -0.981, -0.8))))
    s3 = S0()
    s3.scale1 = wp.vec3(wp.dot(pS0.scale1, v2), v0, v0)
    s4 = S0()
    s4.vel0 = wp.quat_from_axis_angle(wp.normalize(s3.scale1 + wp.vec3(0.0, 0.0, 2.5)), wp.acos(wp.clamp(v0, -0.9, 0.9)))
    s4.scale1 = s3.scale1
    out0[tid] = v0 + v0 * 1.1
