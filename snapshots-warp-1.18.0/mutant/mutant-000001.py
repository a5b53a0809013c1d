# Generated for case mutant-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
# A variant of warp.examples.core.example_alloc_tracker:enforce_ground (warp-lang 1.19.0, Apache-2.0),
# changed by the harness's mutant family: add statement, compare.
import warp as wp


@wp.kernel
def enforce_ground(
    positions: wp.array(dtype=wp.vec3),
    velocities: wp.array(dtype=wp.vec3),
    restitution: float,
):
    tid = wp.tid()
    p = positions[tid]
    v = velocities[tid]
    v = v + v * 0.5
    if p[1] < 0.0:
        positions[tid] = wp.vec3(p[0], 0.0, p[2])
        velocities[tid] = wp.vec3(v[0], wp.abs(v[1]) * restitution, v[2])
