# Generated for case nested_loop-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.func
def nested_loop_000001_f0(p0: float, p1: float, p2: wp.vec2, arr: wp.array(dtype=float), idx: int) -> float:
    v4 = float(0.0)
    v0 = arr[idx % arr.shape[0]]
    for j1 in range(4):
        p2 = p2 + wp.normalize(wp.vec2((p1 + p0), (p1 / (wp.abs(p1) + 1.0)))) * 1.92
        for j2 in range(2):
            p2 = p2 * 0.5 + wp.normalize(wp.vec2(1.67, -0.551)) * 0.41
        v3 = (v0 * p2)
        v4 += v3[0] + v3[1]
    if p0 >= v0:
        return wp.rint(p1)
    return (p0 + p0) + v4 + p2[0] + p2[1]


@wp.kernel
def nested_loop_000001(body_masses: wp.array(dtype=float), body_radii: wp.array(dtype=float), stiffness: float, n: int, body_scores: wp.array(dtype=float)):
    tid = wp.tid()
    v17 = float(0.0)
    v5 = body_masses[tid]
    v6 = body_radii[tid]
    for j7 in range(2):
        stiffness += wp.tanh((wp.mod(v5, wp.abs(v5) + 1.0) - v6))
        v8 = wp.where(v5 < 1.56, wp.vec2(1.449, -0.27), wp.vec2(0.1, -0.2))
        v17 += v8[0] + v8[1]
        for j9 in range(n):
            v5 = v5 * 0.5 + wp.sin((-1.39 / (wp.abs((v6 + v6)) + 1.0)))
            stiffness = stiffness * 0.5 + wp.tanh(wp.log10(wp.abs(v6) + 1.0))
    for j10 in range(n):
        v5 = v5 + wp.sin(float(tid))
        stiffness += wp.tanh(v6)
        for j11 in reversed(range(n)):
            v5 = v5 * 0.5 + wp.cos(v6)
            for j12 in reversed(range(n)):
                v6 = v6 * 0.5 + wp.tanh(-1.479)
            v13 = (stiffness * v5)
            v17 += v13
    for j14 in range(2, 6):
        v6 = v6 + wp.tanh(nested_loop_000001_f0(0.64, nested_loop_000001_f0(-1.145, 1.438, wp.vec2(-1.56, -0.29), body_radii, wp.abs(tid)), wp.vec2(0.8, 0.7), body_masses, wp.abs((j14 * j14))))
        for j15 in reversed(range(n)):
            v6 = v6 * 0.5 + wp.tanh(0.4)
        v16 = wp.vec2(1.02, 0.46)
        v17 += v16[0] + v16[1]
    body_scores[tid] = v6 + v5 + stiffness + stiffness * 0.31 + v17
