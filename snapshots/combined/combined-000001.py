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
        if (v0 + s1) > (v0 if v1 <= v1 else v0):
            s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21
            s0.z = wp.sin(((v1 - -1.952) - float(j2)))
        else:
            s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77
            s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))
            v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])
        if ((j2 % 6)) % 2 == 0:
            v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])
            acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))
        elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):
            v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))
            v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))
        else:
            s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21
            v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))
    w6 = int(0)
    while w6 < 2:
        w6 = w6 + 1
        s1 = s1 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -1.61) - 0.8))
    for j7 in range(6):
        s1 = s1 + wp.sin(-1.3)
    for j8 in range(n):
        v0 = v0 + wp.sin((wp.identity(n=3, dtype=float) * -1.66)[1, 2])
        s1 -= wp.sin(wp.abs(-1.4)) * 1.84
    out0[tid] = wp.vec2(wp.determinant(wp.diag(wp.vec3(-1.93, 0.819, 0.93))), wp.min(s1, v0))
