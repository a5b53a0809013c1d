# Generated for case combined-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

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
def combined_000002_t(body_temperatures: wp.array[Any], scale: float, n: int, total_counts: wp.array[Any], body_uv_out: wp.array[Any]):
    """Evaluate total counts and body uv out from body temperatures."""
    tid = wp.tid()
    v13 = float(0.0)
    v4 = body_temperatures[tid]
    v5 = v4
    if wp.atan(v4) <= scale:
        v4 = v4 + wp.tanh(body_temperatures[(tid + 4) % body_temperatures.shape[0]])
        for j6 in range(3):
            scale -= wp.sin(((v4 / (wp.abs(v4) + 1.0)) / (wp.abs(v5) + 1.0))) * 0.82
            scale = scale + wp.sin(float((j6 % 2)))
            v7 = wp.quat_rpy(1.6, -0.93, 1.2)
            v13 += v7[0] + v7[1] + v7[2] + v7[3]
    else:
        v4 += wp.sin(v4)
        if ((v4 >= scale) and (scale < v5)) or (scale >= -0.59):
            v5 -= wp.sin(wp.sinh(wp.clamp(wp.trace(wp.identity(n=3, dtype=float) * 0.24), -3.0, 3.0))) * 1.61
            wp.atomic_sub(total_counts, 0, (wp.vec3(v4, -0.78, 1.1) + wp.vec3(0.068, 0.2, -0.08)))
    wp.atomic_add(total_counts, (tid * 2) % total_counts.shape[0], wp.vec3((v4 - v5), wp.where(v4 >= scale, v5, scale), v5))
    v8 = wp.vec3(-0.1, -1.8, 1.239)
    v9 = (v4 - v5)
    v10 = scale
    for j11 in range(2):
        scale = scale + wp.cos(wp.log2(wp.abs(wp.determinant(wp.identity(n=3, dtype=float) * 1.18)) + 1.0))
        wp.atomic_add(total_counts, tid % total_counts.shape[0], v8)
    v12 = combined_000002_f0((v9 * v8))
    body_uv_out[tid] = wp.where((tid) % 2 == 0, wp.vec2(1.8, 0.4), (scale * wp.vec2(-1.03, -0.12))) + wp.vec2(v9 + v10 + v12[0] + v12[1] + v12[2] + v13)


combined_000002 = wp.overload(combined_000002_t, {"body_temperatures": wp.array[float], "total_counts": wp.array[wp.vec3], "body_uv_out": wp.array[wp.vec2]})
