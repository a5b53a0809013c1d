# Generated for case quaternion-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def quaternion_000000(cell_rotations: wp.array2d[wp.quat], cell_orientations: wp.array2d[wp.quat], cell_normals: wp.array2d[wp.vec3], cell_accelerations: wp.array2d[wp.vec3]):
    i, j = wp.tid()  # one thread per element
    v0 = cell_rotations[i, j]
    v1 = cell_orientations[i, j]
    v2 = cell_normals[i, j]
    v3 = v0
    # outputs
    cell_accelerations[i, j] = v2 + wp.vec3(-1.346, -0.416, -0.66)
