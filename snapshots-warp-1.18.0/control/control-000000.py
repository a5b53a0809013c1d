# Generated for case control-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):
    """Update contact residuals and contact costs from contact directions, contact masses and contact temperatures."""
    tid = wp.tid()  # one thread per element
    v15 = float(0.0)
    v0 = contact_directions[tid]
    v1 = contact_masses[tid]
    v2 = contact_temperatures[tid]
    v3 = (float((tid - tid)) + contact_masses[(tid + 2) % contact_masses.shape[0]])
    if (tid) % 4 == 1:
        contact_residuals[tid] = v1 + v2 + v3 + wp.length_sq(wp.max(v0, wp.vec3(-1.706, 1.42, -0.9))) * 1.12
        return
    v4 = (v0 / (wp.abs(wp.cosh(wp.clamp(v2, -3.0, 3.0))) + 1.0))
    w5 = int(0)
    while w5 < 2:
        w5 = w5 + 1
        v3 = v3 + wp.sin((wp.min(v2, -0.852) / (wp.abs((v1 - v1)) + 1.0)))
        w6 = int(0)
        while w6 < 5:
            w6 = w6 + 1
            v0 = v0 * 0.5 + wp.normalize(wp.cross(wp.cross(v4, wp.vec3(-0.48, 0.85, -1.469)), wp.vec3(1.048, -0.963, -0.4))) * 1.32
            for j7 in range(n):
                v4 = v4 * 0.5 + wp.normalize(wp.lerp(wp.min(wp.vec3(0.01, 0.63, 1.133), wp.vec3(0.707, 0.089, 0.234)), wp.vec3(1.43, v1, v2), wp.atan2(v1, wp.abs(-0.27) + 0.5))) * 0.67
            if (w6) % 3 == 1:
                continue
        if (v2 <= v2) and ((v1 < v2) or (v1 >= v3)):
            v0 = v0 + wp.normalize(wp.normalize(wp.vec3(1.1))) * 1.25
            v8 = (wp.lerp((v0 - wp.vec3(-0.2, -1.6, 0.245)), v0, -1.84) - wp.cross((v4 - v0), wp.vec3(1.469, -1.18, -1.02)))
            v15 += v8[0] + v8[1] + v8[2]
        elif v3 <= v2:
            v3 += wp.cos(wp.dot(wp.cross(wp.vec3(-0.257, -1.6, -1.86), wp.vec3(-1.1, -1.8, 1.87)), (wp.vec3(0.697, -0.589, 0.442) + wp.vec3(1.0, 0.05, 1.78))))
            for j9 in reversed(range(n)):
                v0 = v0 * 0.5 + wp.normalize(wp.vec3(wp.dot(wp.vec3(1.751, -1.319, 0.8), wp.vec3(-1.652)), (0.806 * v2), wp.length(wp.vec3(0.74)))) * 0.96
                if (v3 > v2) and (v2 <= v3):
                    break
                if (j9) % 3 == 1:
                    break
            for j10 in range(2):
                v4 = v4 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.03
                if (v3 <= v1) and (0.59 < v1):
                    return
        elif ((tid % 9)) % 2 == 1:
            v1 = v1 + wp.sin((v2 - v2))
            for j11 in range(n + 1, 0, -1):
                v1 = v1 * 0.5 + wp.tanh((wp.dot(wp.vec3(-1.737, -0.4, 1.86), wp.vec3(-0.85, -0.205, 1.071)) / (wp.abs(v2) + 1.0)))
                v12 = (v0 - ((wp.vec3(0.88, -0.5, -0.2) + v4) / (wp.abs(wp.degrees(v1)) + 1.0)))
                v15 += v12[0] + v12[1] + v12[2]
            for j13 in range(n + 3, 0, -1):
                v0 = v0 * 0.5 + wp.normalize(contact_directions[(tid + 4) % contact_directions.shape[0]]) * 1.5
                if (v3 >= -0.288) or (v3 > v1):
                    break
                v14 = wp.dot(v4, wp.cw_mul((v3 * v4), v4))
                v15 += v14
        else:
            v0 = v0 + wp.normalize(wp.cw_mul(wp.cross(wp.vec3(-1.336, -1.73, -1.71), wp.vec3(-0.75, -0.662, 1.9)), wp.cross(wp.vec3(-0.1, 1.664, -0.87), wp.vec3(-1.55, -0.399, 0.5)))) * 1.49
    contact_residuals[tid] = v2 + v1 + v3 + wp.where(v3 > v2 and v1 >= v2, v3, wp.log10(wp.abs(v2) + 1.0)) * 0.14 + v15 + v4[0] + v4[1] + v4[2]
    # write the results
    contact_costs[tid] = v2 + v1 + v3 + (wp.erfinv(wp.clamp(v3, -0.8, 0.8)) - v3) * 0.56 + v0[0] + v0[1] + v0[2]
