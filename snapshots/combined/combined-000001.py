# Generated for case combined-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    for j2 in range(3):
        v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))
        if (s1 + v1) > (s1 if v0 <= v0 else s1):
            v1 += wp.tanh(float(j2))
            s1 = s1 + wp.tanh(((0.7 - v0) + s1))
            v3 = float(j2)
        else:
            s0 = s0 + wp.normalize(s0) * 1.32
            v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))
            s1 += wp.tanh(v1)
        if (v0 - s1) >= v0:
            v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))
            v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))
    if (1.8 + s1) <= wp.trace(wp.diag(wp.vec3(1.57, -1.76, 0.03))):
        v1 = v1 + wp.tanh(wp.rint(wp.trace(wp.identity(n=3, dtype=float) * 1.976)))
    else:
        v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v0, -2.0, 2.0)), -1.98, 0.17))
        v6 = wp.vec2((v1 / (wp.abs(wp.step(v0) * v1) + 1.0)), (wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.605) + wp.vec3(0.0, 0.0, 2.5)), s1)).x)
    wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.length_sq(s0))
    for j7 in range(3):
        v1 = v1 + wp.sin(wp.mod(wp.dot(s0, s0), wp.abs(wp.trace(wp.diag(wp.vec3(-0.3, -0.9, 0.2)))) + 1.0))
    out0[tid] = wp.vec2(float(1), wp.dot(wp.vec2(1.2, -0.8), wp.vec2(0.22, -1.869)))
