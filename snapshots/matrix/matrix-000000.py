# Generated for case matrix-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def matrix_000000(body_phases: wp.array3d[float], body_rotations: wp.array3d[wp.mat22], accumulated_mass: wp.array[float], body_jacobians: wp.array3d[wp.mat44], body_stresses_out: wp.array3d[wp.mat22]):
    """Update accumulated mass, body jacobians and body stresses out from body phases and body rotations. One thread per element of a 3D grid."""
    i, j, k = wp.tid()  # one thread per element
    v0 = body_phases[i, j, k]
    v1 = body_rotations[i, j, k]
    assert 0 <= i < body_rotations.shape[0]
    assert wp.abs(v0) >= 0.0, "magnitude must be non-negative"
    wp.atomic_add(accumulated_mass, 0, v0)
    v2 = (wp.identity(n=4, dtype=float) * 1.152 * v0)
    body_jacobians[i, j, k] = v2 + v2 * 1.32
    body_jacobians[i, j, k][2, 3] = wp.sin(wp.clamp(v0, -1.19, 0.26))
    # write the results
    body_stresses_out[i, j, k] = v1 + v1 * 1.59
