# Generated for case control-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000001(shape_radii: wp.array[float], n: int, shape_distances: wp.array[float], num_shapes: int):
    """Evaluate shape distances from shape radii."""
    tid = wp.tid()  # launch index
    if tid >= num_shapes:
        return  # out of bounds
    v0 = shape_radii[tid]
    v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))
    for j2 in range(2):
        v1 = v1 + wp.cos(shape_radii[(tid + 2) % shape_radii.shape[0]])
        v3 = v0
        w4 = int(0)
        while w4 < 3 and ((v3 < v0) or (v1 > v3)):
            w4 = w4 + 1
            v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))
            for j5 in reversed(range(n)):
                v3 = v3 * 0.5 + wp.tanh(-0.175)
                if (v3 < v1) and (v0 > v3):
                    continue
                if v3 <= v0:
                    continue
    w6 = int(0)
    while w6 < 5 and (v0 >= v1):
        w6 = w6 + 1
        v0 = v0 + wp.sin(float(w6))
        if v0 > v1:
            shape_distances[tid] = v0 + v1 + 0.6 * 1.81
            return
    for j7 in range(4):
        v1 = v1 + wp.sin((wp.clamp(1.8, -1.82, 0.45) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))
    v8 = wp.smoothstep(-1.0, 1.0, v1) * v1
    # store
    shape_distances[tid] = v0 + v1 + v8 + v0 * 1.41
