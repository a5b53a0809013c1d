# Generated for case multi_conditional-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):
    """Compute cell distances and cell uv out from cell masses, cell uvs and cell lengths. One thread per element of a 2D grid."""
    i, j = wp.tid()  # one thread per element
    v8 = float(0.0)
    v0 = cell_masses[i, j]
    v1 = cell_uvs[i, j]
    v2 = cell_lengths[i, j]
    if ((v2 >= v0) and (v0 <= -0.5)) or (v2 < v0):
        v2 = v2 + wp.tanh(min(wp.clamp(v2, -1.94, 0.68), wp.round(v0)))
    elif (v2 / (wp.abs(v0) + 1.0)) < (v0 + v0):
        v2 = v2 + wp.cos((wp.dot(v1, wp.vec2(-1.75, 1.2)) - (v2 * -1.62)))
    if v2 <= wp.tanh(v2):
        v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 2) % cell_lengths.shape[1]]) + 1.0)))
    if ((j) % 3 == 0) and ((i) % 2 == 0):
        v2 = v2 + wp.tanh(((-0.718 * v2) * (v0 / (wp.abs(v2) + 1.0))))
        if (0.71 + v0) >= wp.erfc(v2):
            v0 += wp.sin(-1.197)
    elif (v2 * v2) <= v2:
        v2 -= wp.cos(v2) * 1.22
        if wp.sin(v0) <= (v2 * v0):
            v0 = v0 + wp.sin(cell_lengths[(i + 1) % cell_lengths.shape[0], j])
        elif ((j) % 3 == 1) and (not (v2 <= 1.1 or v2 >= -1.9)):
            v1 = v1 + wp.normalize(wp.normalize(wp.normalize(v1))) * 1.73
            if not ((-1.07 < v0) and (v2 >= -1.593) and v2 < 0.518):
                v0 += wp.tanh(wp.dot(wp.vec2(v0, 1.5), (v1 + v1)))
                v3 = ((wp.dot(wp.vec2(-0.075, 1.2), v1) / (wp.abs(v2) + 1.0)) + ((v0 + v0) * wp.atan2(v0, wp.abs(-1.11) + 0.5)))
                v8 += v3
                v4 = (v3 - wp.smoothstep(-1.0, 1.0, (v2 + 1.1)) * wp.copysign(-1.763, v3))
                v8 += v4
            else:
                v2 = v2 + wp.cos(wp.dot(v1, wp.min(wp.vec2(0.28, 1.3), v1)))
                v5 = (wp.vec2(v2, (v2 - v0)))[0]
                v8 += v5
                v2 = v2 + wp.cos(wp.mod(v0, wp.abs((v5 - v2)) + 1.0))
        else:
            v2 = v2 + wp.sin(wp.sinh(wp.clamp((v0 + v0), -3.0, 3.0)))
            if v2 >= wp.dot(v1, v1):
                v1 = v1 + wp.normalize((v1[1] * cell_uvs[(i + 3) % cell_uvs.shape[0], j])) * 2.0
            elif v2 <= wp.frac(v0):
                v2 = v2 + wp.cos(wp.erf((-1.636 + v0)))
                v2 = v2 + wp.cos((wp.dot(v1, v1) * 0.47))
            else:
                v1 += wp.normalize(v1) * 1.01
                v1 = v1 + wp.normalize(wp.vec2(wp.floor(v2), v1.x)) * 0.54
                v0 = v0 + wp.cos(float((i % 4)))
            if (max(i, j)) % 3 == 0:
                v2 = v2 + wp.tanh((wp.length_sq(v1) if (v0 < 0.2) and (v2 >= v0) else (v2 - v0)))
    elif (v0 * v0) > -1.316:
        v2 = v2 + wp.tanh(wp.exp(wp.clamp((v2 / (wp.abs(v0) + 1.0)), -4.0, 2.0)))
        v6 = (wp.length_sq(wp.vec2(v2, 0.12)) - v0)
        if wp.length(v1) > (v6 + v6):
            v0 = v0 + wp.sin(((v0 + v0) / (wp.abs(wp.cos(v0)) + 1.0)))
        else:
            v0 = v0 + wp.cos((wp.exp(wp.clamp(v6, -4.0, 2.0)) * wp.smoothstep(-1.0, 1.0, v2) * v2))
    v7 = (((v0 * v0) / (wp.abs(v2) + 1.0)) * wp.lerp(wp.mod(v2, wp.abs(v2) + 1.0), wp.cosh(wp.clamp(v0, -3.0, 3.0)), 0.25))
    cell_distances[i, j] = v0 + v2 + v7 + wp.dot(wp.vec2(v7, v2), v1) * 0.82 + v8
    # write the results
    cell_uv_out[i, j] = v1 + wp.vec2((v2 * v7), v7) * 0.38
