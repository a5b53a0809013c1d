# Generated for case multi_conditional-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):
    """Compute cell distances and cell uv out from cell masses, cell uvs and cell lengths. One thread per element of a 2D grid."""
    i, j = wp.tid()  # one thread per element
    v11 = float(0.0)
    v0 = cell_masses[i, j]
    v1 = cell_uvs[i, j]
    v2 = cell_lengths[i, j]
    if ((v2 >= v0) and (v0 <= -0.5)) or (v2 < v0):
        v2 = v2 + wp.tanh(min(wp.clamp(v2, -1.94, 0.68), wp.round(v0)))
    elif (v2 / (wp.abs(v0) + 1.0)) < (v0 + v0):
        v2 = v2 + wp.cos((wp.dot(v1, wp.vec2(-1.75, 1.2)) - (v2 * -1.62)))
    if v2 <= wp.tanh(v2):
        v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 1) % cell_lengths.shape[1]]) + 1.0)))
    if ((j) % 3 == 0) and ((i) % 2 == 0):
        v2 = v2 + wp.tanh(((-0.718 * v2) * (v0 / (wp.abs(v2) + 1.0))))
        if (0.71 + v0) >= wp.erfc(v2):
            v0 += wp.sin(-1.197)
    elif (v2 * v2) <= v2:
        v2 -= wp.cos(v2) * 1.22
        if wp.sin(v0) <= (v2 * v0):
            v0 = v0 + wp.sin(cell_lengths[(i + 1) % cell_lengths.shape[0], j])
        elif (v2 >= v0) and ((v0 <= 1.8) and (v0 < v2)):
            v1 += wp.normalize(wp.normalize(wp.vec2(v2, -1.56))) * 1.88
            v3 = (wp.length_sq(wp.vec2(v0, 1.5)) * -0.541)
            v11 += v3
            v4 = (v1 + v1)
            v11 += v4[0] + v4[1]
    elif (max(i, j)) % 2 == 0:
        v0 = v0 + wp.tanh(v0)
        if v0 > -1.99:
            v2 += wp.sin((wp.length(v1) - (v0 + v0)))
            if v1.y >= float(i):
                v1 += wp.normalize((v1 * wp.cbrt(v0))) * 1.37
            elif (v2 - v0) >= wp.where(v0 > -1.5, v2, v0):
                v1 = v1 + wp.normalize(wp.vec2(wp.where(v0 > v2, v0, v2), v2)) * 1.83
                v5 = (v2 * wp.atan2(wp.pow(wp.abs(0.918) + 1.0, wp.clamp(v2, -2.0, 2.0)), wp.abs((v0 + v0)) + 0.5))
                v11 += v5
                v1 += wp.normalize(v1) * 0.49
            elif ((i % 9)) % 3 == 0:
                v0 = v0 + wp.sin(wp.length((v1 * v0)))
                v0 = v0 + wp.sin(wp.copysign(v1.x, (v0 - v2)))
                v6 = wp.vec2(1.422, -0.97)
                v11 += v6[0] + v6[1]
    if (i) % 4 == 0:
        v2 -= wp.cos(wp.dot(v1, wp.normalize(v1))) * 1.5
    else:
        v2 = v2 + wp.cos(wp.log2(wp.abs(wp.round(v0)) + 1.0))
        if ((i) % 3 == 0) and (v2 < -0.58):
            v0 = v0 + wp.tanh(((v0 / (wp.abs(v0) + 1.0)) - v0))
            if v1[1] > (v2 - v0):
                v2 = v2 + wp.tanh((wp.smoothstep(-1.0, 1.0, v0) * v0 / (wp.abs(wp.log2(wp.abs(v2) + 1.0)) + 1.0)))
            else:
                v0 += wp.tanh(wp.erfc((v2 - v0)))
                v0 += wp.sin(wp.cbrt(v0))
            if not ((v2 > v0) or (v2 > v0) or v2 < v0):
                v2 = v2 + wp.tanh(((-1.9 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)))
                v2 = v2 + wp.sin((v1[1] * wp.dot(v1, v1)))
                v7 = (((v2 + v2) - v0) if (v0 <= -1.69) or (v2 > v0) else ((v1 * v2)).x)
                v11 += v7
            elif (v0 < -0.08) or ((v2 >= 0.4) and (v0 < 0.1)):
                v2 = v2 + wp.sin((v0 / (wp.abs(wp.rint(v2)) + 1.0)))
                v8 = float(1.321)
                v11 += v8
            elif ((j % 4)) % 2 == 1:
                v0 += wp.sin(wp.radians(v2))
                v0 = v0 + wp.cos(wp.dot(wp.vec2(v0, v0), (v1 * v2)))
                v9 = float(wp.max(j, (j % 6)))
                v11 += v9
            else:
                v1 = v1 + wp.normalize(cell_uvs[(i + 3) % cell_uvs.shape[0], j]) * 0.87
        elif ((j % 6)) % 4 == 0:
            v2 = v2 + wp.sin(v2)
            if not (v0 <= v2 or (i) % 3 == 1):
                v1 = v1 + wp.normalize((wp.normalize(v1) / (wp.abs(v0) + 1.0))) * 1.96
                v2 = v2 + wp.tanh(v0)
            elif (j) % 2 == 0:
                v0 = v0 + wp.cos(cell_masses[(i + 1) % cell_masses.shape[0], (j + 5) % cell_masses.shape[1]])
                v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(v2, v2)))
            else:
                v2 += wp.cos(((v2 + v2) * cell_masses[(i + 5) % cell_masses.shape[0], (j + 1) % cell_masses.shape[1]]))
        v10 = v2
        v11 += v10
    cell_distances[i, j] = v0 + v2 + v0 * 1.96 + v11
    # write the results
    cell_uv_out[i, j] = v1 + wp.cw_div(wp.vec2(v2, v0), wp.vec2(-2.0, 1.25)) * 1.77
