# Generated for case combined-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def combined_000002_f0(p0: wp.vec3) -> wp.vec3:
    v0 = wp.where(-0.06 < -0.6, -0.06, wp.length_sq((wp.identity(n=3, dtype=float) * -1.7 @ p0)))
    for j1 in range(32):
        p0 += wp.normalize((wp.tanh(v0) * wp.vec3(1.1, -1.73, -1.9))) * 0.46
    if (v0 <= 1.3) or (v0 <= 0.71):
        return p0
    return (p0 @ (-0.7 * wp.identity(n=3, dtype=float) * 0.71))


@wp.kernel(enable_backward=False)
def combined_000002_t(body_temperatures: wp.array[Any], scale: float, n: int, total_counts: wp.array[Any], body_forces: wp.array[Any]):
    """Evaluate total counts and body forces from body temperatures."""
    tid = wp.tid()
    v2 = body_temperatures[tid]
    v3 = wp.lerp(wp.max(wp.vec3(-1.34, -1.4, 0.867), wp.lerp(wp.vec3(-1.745, 1.59, -1.483), wp.vec3(-1.1, -0.3, -1.3), scale)), wp.vec3(0.6, -1.337, -1.3), v2)
    w4 = int(0)
    while w4 < 4:
        w4 = w4 + 1
        v2 = v2 + wp.cos(wp.degrees(wp.trace(wp.identity(n=3, dtype=float) * -0.4)))
    v5 = (wp.normalize(wp.max(v3, v3)))[1]
    v6 = combined_000002_f0((v3 + v3))
    body_forces[tid] = v3 + v6 + combined_000002_f0(v3) * 1.1 + wp.vec3(v5)


combined_000002 = wp.overload(combined_000002_t, {"body_temperatures": wp.array[float], "total_counts": wp.array[float], "body_forces": wp.array[wp.vec3]})
