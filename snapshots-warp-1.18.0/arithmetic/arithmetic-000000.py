# Generated for case arithmetic-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def arithmetic_000000(point_radii: wp.array[float], point_distances: wp.array[float]):
    tid = wp.tid()  # launch index
    v0 = point_radii[tid]
    v1 = (v0 / (wp.abs(v0) + 1.0))
    # outputs
    point_distances[tid] = v0 + v1 + v1 * 1.34
