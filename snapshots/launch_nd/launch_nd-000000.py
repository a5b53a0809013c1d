# Generated for case launch_nd-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def launch_nd_000000(element_temperatures: wp.array4d[float], element_pressures: wp.array4d[float], element_points: wp.array4d[wp.vec3], accumulated_mass: wp.array[float], element_residuals: wp.array4d[float], num_elements: int):
    i, j, k, l = wp.tid()  # this thread's element
    if i >= num_elements:
        return  # out of bounds
    v0 = element_temperatures[i, j, k, l]
    v1 = element_pressures[i, j, k, l]
    v2 = element_points[i, j, k, l]
    v3 = v0
    v4 = (v1 * v1)
    v5 = -v2
    v6 = v3
    # write the results
    element_residuals[i, j, k, l] = v3 + v4 + v6 + v6 * 1.59 + v1 + v2[0] + v2[1] + v2[2] + v5[0] + v5[1] + v5[2]
