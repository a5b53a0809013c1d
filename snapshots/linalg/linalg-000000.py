# Generated for case linalg-000000 with warp-lang 1.19.0. Do not edit.
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
    m3 = (wp.matrix_from_cols(v0, v0, v0) * float(tid))
    m4 = wp.mat33()
    m5 = wp.mat33()
    wp.qr3(m3, m4, m5)
    v6 = wp.transpose(m5) @ m5
    v7 = wp.vec3(wp.abs(m5[0, 0]), wp.abs(m5[1, 1]), wp.abs(m5[2, 2]))
    v8 = wp.matrix_from_cols(v1, v1)
    m9 = wp.matrix_from_rows((v6 @ v7), v6[1], wp.get_diag(v6))
    m10 = wp.mat33()
    s11 = wp.vec3()
    m12 = wp.mat33()
    wp.svd3(m9, m10, s11, m12)
    v13 = m10 @ wp.diag(wp.vec3(wp.sin(s11[0]), wp.sin(s11[1]), wp.sin(s11[2]))) @ wp.transpose(m12)
    wp.atomic_max(accumulated_mass, 0, (wp.norm_l2(s11) - -1.733))
    element_jacobians[tid] = v6 + m9 + v13 + v2 * 1.15 + wp.identity(n=3, dtype=float) * (v1[0] + v1[1] + wp.ddot(v8, wp.mat22(1.0)))


linalg_000000 = wp.overload(linalg_000000_t, {"element_displacements": wp.array[wp.vec3], "element_uvs": wp.array[wp.vec2], "element_deformations": wp.array[wp.mat33], "accumulated_mass": wp.array[float], "element_jacobians": wp.array[wp.mat33]})
