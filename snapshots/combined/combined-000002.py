# Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def combined_000002_f0(p0: wp.vec3) -> wp.vec3:
    v3 = float(0.0)
    v0 = wp.where(((wp.abs((-4)) % 5)) % 4 == 1, wp.dot(-p0, (p0 + p0)), -0.0)
    if wp.determinant(wp.identity(n=3, dtype=float) * 1.962) > v0:
        v0 -= wp.sin((v0 / (wp.abs(v0) + 1.0))) * 1.93
        v1 = (v0 * wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.65, 0.29, 1.1)), -1.73), p0))
        v3 += v1[0] + v1[1] + v1[2]
    else:
        p0 += wp.normalize(p0) * 0.49
        v0 = v0 + wp.tanh(wp.clamp(v0, -1.73, 0.76))
        v2 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.7, (v0 + v0), wp.smoothstep(-1.0, 1.0, v0) * v0) + wp.vec3(0.0, 0.0, 2.5)), wp.smoothstep(-1.0, 1.0, v0) * v0)
        v3 += v2[0] + v2[1] + v2[2] + v2[3]
    return ((p0 * v0) + (p0 @ wp.identity(n=3, dtype=float) * 1.9)) + wp.vec3(v3)


@wp.kernel(enable_backward=False)
def combined_000002(body_radii: wp.array[float], time_step: float, n: int, total_energy: wp.array[float], body_new_rotations: wp.array[wp.quat]):
    """Evaluate total energy and body new rotations from body radii."""
    tid = wp.tid()
    v12 = float(0.0)
    v4 = body_radii[tid]
    for j5 in range(n):
        time_step += wp.tanh(v4)
        v6 = wp.sqrt(wp.abs(time_step) + 0.5)
        v12 += v6
    for j7 in range(n):
        time_step = time_step + wp.tanh(v4)
        v8 = v4
        v12 += v8
    for j9 in range(2):
        v4 = v4 + wp.sin((body_radii[(tid + 5) % body_radii.shape[0]] / 1.61))
        for j10 in range(n):
            v4 = v4 * 0.5 + wp.sin(0.9)
    v11 = combined_000002_f0(wp.vec3(1.4))
    body_new_rotations[tid] = wp.normalize(wp.quat_from_axis_angle(wp.normalize(v11 + wp.vec3(0.0, 0.0, 2.5)), wp.trace(wp.identity(n=3, dtype=float) * -0.3)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v4 + time_step + v12))
