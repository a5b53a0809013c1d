# Generated for case linalg-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel(enable_backward=False)
def linalg_000000_t(element_displacements: wp.array[Any], element_uvs: wp.array[Any], element_deformations: wp.array[Any], accumulated_mass: wp.array[Any], element_jacobians: wp.array[Any]):
    """Accumulate accumulated mass and element jacobians from element displacements, element uvs and element deformations."""
    tid = wp.tid()
    v0 = element_displacements[tid]
    v1 = element_uvs[tid]
    v2 = element_deformations[tid]
    v3 = wp.skew(v0)
    v4 = (wp.vec2(-1.808, -1.4) + v1)
    element_jacobians[tid] = v2 + v3 + v3 * 0.94 + wp.identity(n=3, dtype=float) * (v1[0] + v1[1] + v4[0] + v4[1])


linalg_000000 = wp.overload(linalg_000000_t, {"element_displacements": wp.array[wp.vec3], "element_uvs": wp.array[wp.vec2], "element_deformations": wp.array[wp.mat33], "accumulated_mass": wp.array[float], "element_jacobians": wp.array[wp.mat33]})
