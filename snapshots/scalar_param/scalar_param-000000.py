# Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import enum

import warp as wp

wp.set_module_options({"enable_backward": False})


class JointKind(enum.IntEnum):
    FIXED = 0
    REVOLUTE = 1
    PRISMATIC = 2


@wp.func
def scalar_param_000000_f0(p0: float, p1: float, arr: wp.array[float], idx: int):
    v0 = arr[idx % arr.shape[0]]
    v1 = wp.abs(p0)
    return v1 + v0, wp.vec3(1.2, 1.7, 1.7)


@wp.kernel
def scalar_param_000000(body_radii: wp.array[float], body_displacements: wp.array[wp.vec3], body_weights: wp.array[float], mode: int, scale: wp.vec3, radius: wp.vec3, n: int, total_counts: wp.array[float], body_energies: wp.array[float]):
    tid = wp.tid()
    if tid >= body_weights.shape[0]:
        return
    v2 = body_radii[tid]
    v3 = body_displacements[tid]
    v4 = body_weights[tid]
    gain5 = 1.0
    if mode == JointKind.PRISMATIC:
        gain5 = 0.11
    wp.atomic_add(total_counts, 0, ((v4 * 0.4) + v4))
    for j6 in range(n):
        gain5 = gain5 + wp.sin(v2)
    v7 = wp.lerp(v4, v4, 0.25)
    v8, v9 = scalar_param_000000_f0((gain5 + v2), wp.rint(v4), body_weights, (-4))
    body_energies[tid] = gain5 + v7 + v8 + v8 * 1.21 + v3[0] + v3[1] + v3[2] + v9[0] + v9[1] + v9[2]
