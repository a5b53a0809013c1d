# Generated for case combined-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.kernel
def combined_000000_t(node_pressures: wp.array3d[Any], node_temperatures: wp.array3d[Any], node_weights: wp.array3d[Any], iterations: int, relaxation: wp.vec2, n: int, force_sums: wp.array[Any], node_accelerations: wp.array3d[Any], node_new_rotations: wp.array3d[Any]):
    """Accumulate force sums, node accelerations and node new rotations from node pressures, node temperatures and node weights. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # thread index
    v0 = node_pressures[i, j, k]
    v1 = node_temperatures[i, j, k]
    v2 = node_weights[i, j, k]
    relaxation[0] *= wp.sin(wp.trace(wp.identity(n=3, dtype=float) * 1.4))
    v3 = v0
    v4 = v3
    node_accelerations[i, j, k] = wp.lerp((wp.vec3(0.7, -1.887, -0.1) @ wp.identity(n=3, dtype=float) * -0.6), wp.vec3(0.9, 1.259, 1.579), (v3 - v2)) + wp.vec3(v1 + v4)
    node_accelerations[i, j, k][1] -= wp.sin(v4)
    # write the results
    node_new_rotations[i, j, k] = wp.normalize(wp.mul(wp.quat_identity(), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.4, -1.74, 1.188) + wp.vec3(0.0, 0.0, 2.5)), v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), relaxation[0] + relaxation[1]))


combined_000000 = wp.overload(combined_000000_t, {"node_pressures": wp.array3d[float], "node_temperatures": wp.array3d[float], "node_weights": wp.array3d[float], "force_sums": wp.array[float], "node_accelerations": wp.array3d[wp.vec3], "node_new_rotations": wp.array3d[wp.quat]})
