# Generated for case linalg-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def linalg_000001(particle_displacements: wp.array[wp.vec3], particle_inertias: wp.array[wp.mat33], particle_forces: wp.array[wp.vec3]):
    """Evaluate particle forces from particle displacements and particle inertias."""
    tid = wp.tid()
    v0 = particle_displacements[tid]
    v1 = particle_inertias[tid]
    m2 = wp.inverse((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0)) @ wp.transpose((wp.matrix_from_rows(v0, wp.vec3(-0.35, -0.72, 1.33), v0))) + wp.identity(n=3, dtype=float))
    m3 = wp.mat33()
    s4 = wp.vec3()
    m5 = wp.mat33()
    wp.svd3(m2, m3, s4, m5)
    v6 = m3 @ wp.diag(wp.vec3(wp.tanh(s4[0]), wp.tanh(s4[1]), wp.tanh(s4[2]))) @ wp.transpose(m5)
    m7 = m2
    m8 = wp.mat33()
    s9 = wp.vec3()
    wp.eig3(m7 + wp.transpose(m7), m8, s9)
    v10 = m8 @ wp.diag(wp.vec3(wp.tanh(s9[0]), wp.tanh(s9[1]), wp.tanh(s9[2]))) @ wp.transpose(m8)
    v11 = wp.length(s9)
    m12 = wp.matrix_from_cols(wp.get_diag(m2), wp.max(s4, s4), wp.vec3(v11, v11, -1.886))
    m13 = wp.mat33()
    s14 = wp.vec3()
    m15 = wp.mat33()
    wp.svd3(m12, m13, s14, m15)
    v16 = m13 @ wp.diag(wp.vec3(wp.sin(s14[0]), wp.sin(s14[1]), wp.sin(s14[2]))) @ wp.transpose(m15)
    particle_forces[tid] = v0 + s4 + s14 + s14 * 1.38
