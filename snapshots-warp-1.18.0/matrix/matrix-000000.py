# Generated for case matrix-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def matrix_000000(body_phases: wp.array3d[float], body_rotations: wp.array3d[wp.mat22], body_new_positions: wp.array3d[wp.vec3]):
    """Evaluate body new positions from body phases and body rotations. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # this thread's element
    v0 = body_phases[i, j, k]
    v1 = body_rotations[i, j, k]
    v2 = v1
    v3 = wp.identity(n=3, dtype=float) * 1.3
    v2[1, 1] = wp.sin(wp.cbrt(v0))
    v4 = (v2 @ v1)
    # outputs
    body_new_positions[i, j, k] = wp.vec3(-1.46, 1.1, 0.566) + wp.vec3(wp.sin(v0))
