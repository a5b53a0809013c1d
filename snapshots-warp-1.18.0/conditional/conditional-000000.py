# Generated for case conditional-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel(enable_backward=False)
def conditional_000000_t(joint_densities: wp.array(dtype=Any), force_sums: wp.array(dtype=Any), joint_residuals: wp.array(dtype=Any), joint_scores: wp.array(dtype=Any), flags: wp.array(dtype=Any)):
    """Compute force sums, joint residuals, joint scores and flags from joint densities."""
    tid = wp.tid()  # this thread's element
    v4 = float(0.0)
    v0 = joint_densities[tid]
    if v0 < 1.4:
        v0 = v0 + wp.sin(wp.clamp(v0, -0.98, 1.17))
        v1 = v0
        v4 += v1
        v2 = v0
        v4 += v2
    else:
        v0 = v0 + wp.tanh(v0)
        v3 = wp.vec3(-1.13, -0.031, 0.7)
        v4 += v3[0] + v3[1] + v3[2]
    if (((-3) + tid)) % 2 == 0:
        flags[tid] |= 1
    joint_residuals[tid] = v0 + v0 * 0.93 + v4
    # write the results
    joint_scores[tid] = v0 + v0 * 0.47


conditional_000000 = wp.overload(conditional_000000_t, {"joint_densities": wp.array(dtype=float), "force_sums": wp.array(dtype=float), "joint_residuals": wp.array(dtype=float), "joint_scores": wp.array(dtype=float), "flags": wp.array(dtype=int)})
