# Generated for case scalar_param-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import enum

import warp as wp


@wp.struct
class S0:
    e0: wp.array[float]
    b1: float
    a2: wp.vec3


class JointKind(enum.IntEnum):
    FIXED = 0
    REVOLUTE = 1
    PRISMATIC = 2


@wp.func
def scalar_param_000001_f0(p0: S0):
    v0 = p0.b1
    return p0.b1 + v0


@wp.kernel(enable_backward=False)
def scalar_param_000001(contact_temperatures: wp.array[float], contact_radii: wp.array[float], mode: int, config: S0, num_steps: int, damping: wp.vec3, time_step: wp.vec3, stride: int, n: int, total_counts: wp.array[float], contact_impulses: wp.array[wp.vec3]):
    """Update total counts and contact impulses from contact temperatures and contact radii."""
    tid = wp.tid()  # launch index
    v1 = contact_temperatures[tid]
    v2 = contact_radii[tid]
    gain3 = 1.0
    if mode == JointKind.PRISMATIC:
        gain3 = 1.0
    elif mode == JointKind.REVOLUTE.value:
        gain3 = 0.99
    v4 = scalar_param_000001_f0(config)
    v5 = float(-1.494)
    # store
    contact_impulses[tid] = config.a2 + damping + time_step + time_step * 0.34 + wp.vec3(v1 + v2 + gain3 + v4 + v5)
