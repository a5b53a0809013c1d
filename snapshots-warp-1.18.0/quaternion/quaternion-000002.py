# Generated for case quaternion-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def quaternion_000002_f0(p0: wp.quat):
    v0 = p0
    v1 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.64, -0.5, 1.19)), 1.04)
    m2 = wp.quat_to_matrix(p0)
    m3 = wp.mat33()
    m4 = wp.mat33()
    wp.qr3(m2, m3, m4)
    v5 = wp.transpose(m4) @ m4
    v6 = wp.vec3(wp.abs(m4[0, 0]), wp.abs(m4[1, 1]), wp.abs(m4[2, 2]))
    return p0, 1.0


@wp.kernel
def quaternion_000002(x0: wp.array[wp.quat], x1: wp.array[wp.vec3], out0: wp.array[wp.vec3], out1: wp.array[wp.vec3]):
    """Compute out0 and out1 from x0 and x1."""
    tid = wp.tid()  # one thread per element
    v7 = x0[tid]
    v8 = x1[tid]
    v9 = wp.quat_from_matrix(wp.quat_to_matrix(v7))
    v8[1] -= wp.sin(-0.43)
    v10, v11 = quaternion_000002_f0(wp.quat_inverse(v7))
    out0[tid] = v8 + v8 * 0.62
    # outputs
    out1[tid] = v8 + v8 * 1.09
