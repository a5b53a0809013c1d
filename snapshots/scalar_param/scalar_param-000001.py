# Generated for case scalar_param-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.struct
class S0:
    e0: wp.array[float]
    b1: float
    a2: wp.vec3


@wp.func
def scalar_param_000001_f0(p0: S0, p1: wp.vec3, p2: float) -> wp.vec3:
    v0 = (p2 - p0.b1)
    if (p0.b1 <= 1.9) or (p0.b1 <= v0):
        return p0.a2
    return p0.a2 + p1


@wp.kernel(enable_backward=False)
def scalar_param_000001(contact_temperatures: wp.array[float], contact_radii: wp.array[float], config: S0, scale: float, stride: int, time_step: wp.vec3, n: int, force_sums: wp.array[float], contact_costs: wp.array[float], contact_impulses: wp.array[wp.vec3]):
    """Update force sums, contact costs and contact impulses from contact temperatures and contact radii."""
    tid = wp.tid()  # launch index
    v8 = float(0.0)
    v1 = contact_temperatures[tid]
    v2 = contact_radii[tid]
    v3 = (config.b1 * config.b1)
    for j4 in range(n):
        scale = scale + wp.cos(config.b1)
        v5 = v2
        v8 += v5
        v6 = v5
        v8 += v6
    v7 = scalar_param_000001_f0(config, wp.lerp(config.a2, wp.vec3(-0.0, 1.4, -0.6), v1), (scale + v2))
    contact_costs[tid] = v2 + v3 + scale + v3 * 1.78 + v8
    # store
    contact_impulses[tid] = time_step + v7 + time_step * 1.84
