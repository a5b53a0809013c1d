# Generated for case loop-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    for j1 in range(5):
        v0 = v0 + wp.normalize(wp.vec3(0.5, 1.833, -0.742)) * 1.81
        v2 = wp.sign(0.804)
        v3 = (((v2 + v2) + 0.272) / (wp.abs(v2) + 1.0))
    v4 = wp.min((wp.degrees(1.513) / (wp.abs((1.93 / (wp.abs(0.2) + 1.0))) + 1.0)), (wp.length(v1) + v0[2]))
    for j1 in range(2):
        v4 = v4 + wp.sin(wp.length((v1 + v1)))
    for j1 in range(n):
        v4 = v4 + wp.cos(float(j1))
        v5 = wp.vec3((wp.radians(v4) * wp.dot(wp.vec3(0.336, -1.771, -0.304), wp.vec3(0.806, -1.86, 0.705))), wp.copysign(wp.erf(v4), v4), v4)
    out0[tid] = v4 + ((v4 / (wp.abs(v4) + 1.0)) + wp.tan(wp.clamp(v4, -1.2, 1.2))) * 1.53
    out1[tid] = v0 + v1 + (v1 + v0) * 1.33
