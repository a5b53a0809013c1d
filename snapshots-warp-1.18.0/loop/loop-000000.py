# Generated for case loop-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def loop_000000(shape_phases: wp.array[float], shape_positions: wp.array[wp.vec3], n: int, shape_impulses: wp.array[wp.vec3], shape_distances: wp.array[float]):
    """Evaluate shape impulses and shape distances from shape phases and shape positions."""
    tid = wp.tid()
    if tid >= shape_phases.shape[0]:
        return
    v0 = shape_phases[tid]
    v1 = shape_positions[tid]
    for j2 in range(n):
        v0 = v0 + wp.cos(shape_phases[wp.max(tid - 2, 0)])
        v1 = v1 + wp.normalize(wp.vec3(-1.13)) * 0.91
    v3 = wp.mod(v0, wp.abs(v0) + 1.0)
    for j4 in range(n + 2, 0, -1):
        v0 = v0 + wp.tanh(0.5)
        v3 = v3 + wp.cos(-0.4)
    best5 = wp.float32(-wp.inf)
    for k6 in range(3):
        best5 = wp.max(best5, wp.sin(v3 * float(k6 + 1)))
    shape_impulses[tid] = v1 + v1 * 1.92
    shape_distances[tid] = v3 + v0 + best5 + -1.846
