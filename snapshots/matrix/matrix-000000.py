# Generated for case matrix-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def matrix_000000_t(point_pressures: wp.array3d[Any], point_rotations: wp.array3d[Any], total_counts: wp.array[Any], point_jacobians: wp.array3d[Any], point_stresses_out: wp.array3d[Any]):
    """Update total counts, point jacobians and point stresses out from point pressures and point rotations. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # one thread per element
    v0 = point_pressures[i, j, k]
    v1 = point_rotations[i, j, k]
    v2 = (wp.identity(n=3, dtype=float) * -1.3 + wp.identity(n=3, dtype=float) * 0.64)
    v3 = v2
    point_jacobians[i, j, k] = wp.identity(n=4, dtype=float) * 0.777 + wp.identity(n=4, dtype=float) * (wp.sin(v1[0, 0])) + wp.identity(n=4, dtype=float) * (v0 + wp.ddot(v3, wp.mat33(1.0)))
    # write the results
    point_stresses_out[i, j, k] = v1 + v1 * 0.45 + wp.identity(n=2, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)))


matrix_000000 = wp.overload(matrix_000000_t, {"point_pressures": wp.array3d[float], "point_rotations": wp.array3d[wp.mat22], "total_counts": wp.array[float], "point_jacobians": wp.array3d[wp.mat44], "point_stresses_out": wp.array3d[wp.mat22]})
