# Generated for case vector-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):
    total0 = float(0.0)
    for k1 in range(p2.length):
        total0 += p2[k1]
    return wp.min(p1, (p1 + total0)) + p0


@wp.kernel
def vector_000001(contact_velocities: wp.array(dtype=wp.vec3), contact_gradients: wp.array(dtype=wp.vec3), contact_energies: wp.array(dtype=float)):
    tid = wp.tid()
    v2 = contact_velocities[tid]
    v3 = (-0.578 * v2)
    v2[0] -= wp.sin(-1.36)
    v3.z += wp.sin(-1.3)
    v4 = vector_000001_f0(-1.09, 0.85, wp.vec2(0.84, -0.27))
    contact_gradients[tid] = v2 + v3 + wp.vec3(0.978, 0.1, 1.618)
    contact_energies[tid] = v4 + v4 * 1.39 + wp.sin(v2[0])
