# Generated for case matrix-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):
    """Update total counts, point jacobians and point stresses out from point pressures and point rotations. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # one thread per element
    v0 = point_pressures[i, j, k]
    v1 = point_rotations[i, j, k]
    assert 0 <= i < point_rotations.shape[0]
    assert wp.abs(v0) >= 0.0, "magnitude must be non-negative"
    wp.atomic_add(total_counts, 0, v0)
    v2 = (wp.identity(n=4, dtype=float) * 1.152 * v0)
    point_jacobians[i, j, k] = v2 + v2 * 1.32
    point_jacobians[i, j, k][2, 3] = wp.sin(wp.clamp(v0, -1.19, 0.26))
    # write the results
    point_stresses_out[i, j, k] = v1 + v1 * 1.59


matrix_000000 = wp.overload(matrix_000000_t, {"point_pressures": wp.array3d[float], "point_rotations": wp.array3d[wp.mat22], "total_counts": wp.array[float], "point_jacobians": wp.array3d[wp.mat44], "point_stresses_out": wp.array3d[wp.mat22]})
