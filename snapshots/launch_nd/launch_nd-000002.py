# Generated for case launch_nd-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000002(body_displacements: wp.array4d[wp.vec3], body_lengths: wp.array4d[float], body_phases: wp.array4d[float], force_sums: wp.array[float], body_residuals: wp.array4d[float], body_uv_out: wp.array4d[wp.vec2], num_bodies: int):
    i, j, k, l = wp.tid()
    if i >= num_bodies:
        return
    v0 = body_displacements[i, j, k, l]
    v1 = body_lengths[i, j, k, l]
    v2 = body_phases[i, j, k, l]
    buf3 = wp.zeros(shape=(6,), dtype=float)
    for j4 in range(6):
        buf3[j4] = wp.clamp(body_phases[wp.max(i - 3, 0), j, wp.max(k - 5, 0), l], -1.0, 0.53)
    v5 = buf3[(l * l)] + buf3[5] * 0.88
    v6 = (v1 - v2)
    body_residuals[i, j, k, l] = v2 + v5 + v6 + v2 * 0.8 + v0[0] + v0[1] + v0[2]
    body_uv_out[i, j, k, l] = wp.vec2(-1.59, -0.6) + wp.vec2(wp.sin(v6))
    body_uv_out[i, j, k, l][0] += wp.sin(wp.copysign(v5, 1.51))
