# Generated for case launch_nd-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000000(point_temperatures: wp.array4d[float], point_radii: wp.array4d[float], point_positions: wp.array4d[wp.vec3], partial_sums: wp.array[float], point_distances: wp.array4d[float]):
    i, j, k, l = wp.tid()  # thread index
    v0 = point_temperatures[i, j, k, l]
    v1 = point_radii[i, j, k, l]
    v2 = point_positions[i, j, k, l]
    v3 = v0
    v4 = (v1 * v1)
    v5 = -v2
    v6 = v3
    # store
    point_distances[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]
