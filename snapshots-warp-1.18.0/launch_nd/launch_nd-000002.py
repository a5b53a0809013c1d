# Generated for case launch_nd-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000002(contact_velocities: wp.array4d[wp.vec3], contact_densities: wp.array4d[float], contact_radii: wp.array4d[float], partial_sums: wp.array[float], contact_uv_out: wp.array4d[wp.vec2], num_contacts: int):
    i, j, k, l = wp.tid()
    if i >= num_contacts:
        return
    v0 = contact_velocities[i, j, k, l]
    v1 = contact_densities[i, j, k, l]
    v2 = contact_radii[i, j, k, l]
    v3 = (v0 + v0)
    buf4 = wp.zeros(shape=(4,), dtype=float)
    for j5 in range(4):
        buf4[j5] = wp.length(v3)
    v6 = buf4[(l + l)] + buf4[2] * 1.11
    contact_uv_out[i, j, k, l] = wp.vec2(-0.917, -0.55) + wp.vec2(wp.sin(v0[0])) + wp.vec2(v1 + v2 + v3[0] + v3[1] + v3[2] + v6)
    contact_uv_out[i, j, k, l] *= 0.59
