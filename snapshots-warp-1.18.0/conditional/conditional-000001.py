# Generated for case conditional-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def conditional_000001_f0(p0: wp.vec3):
    v0 = float(1.9)
    v1 = v0
    return wp.normalize((p0 / (wp.abs(v1) + 1.0))) + wp.vec3(v0 + v1)


@wp.kernel(enable_backward=False)
def conditional_000001(contact_phases: wp.array[float], radius: float, dt: float, partial_sums: wp.array[float], contact_energies: wp.array[float], flags: wp.array[int]):
    """Compute partial sums, contact energies and flags from contact phases."""
    tid = wp.tid()  # thread index
    v5 = float(0.0)
    v2 = contact_phases[tid]
    if (tid) % 3 == 0:
        dt = dt + wp.tanh(wp.sin(wp.where(1.25 <= radius, dt, 1.686)))
        v3 = (dt + dt)
        v5 += v3
        wp.atomic_min(partial_sums, 0, ((radius * dt) * dt))
    f0_fn = wp.static(conditional_000001_f0)
    v4 = f0_fn(wp.vec3(-1.1, 1.141, 2.0))
    if wp.degrees(dt) > wp.length_sq(v4):
        flags[tid] |= 8
    # store
    contact_energies[tid] = v2 + radius + dt + v2 * 0.24 + v5 + v4[0] + v4[1] + v4[2]
