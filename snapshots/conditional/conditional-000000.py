# Generated for case conditional-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel(enable_backward=False)
def conditional_000000_t(joint_densities: wp.array(dtype=Any), force_sums: wp.array(dtype=Any), joint_residuals: wp.array(dtype=Any)):
    """Evaluate force sums and joint residuals from joint densities."""
    tid = wp.tid()  # this thread's element
    v2 = float(0.0)
    v0 = joint_densities[tid]
    if ((tid + tid)) % 3 == 1:
        v0 = v0 + wp.tanh((v0 + v0))
        v1 = wp.vec3(-0.09)
        v2 += v1[0] + v1[1] + v1[2]
    # outputs
    joint_residuals[tid] = v0 + v0 * 1.7 + v2


conditional_000000 = wp.overload(conditional_000000_t, {"joint_densities": wp.array(dtype=float), "force_sums": wp.array(dtype=float), "joint_residuals": wp.array(dtype=float)})
