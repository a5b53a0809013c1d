# Generated for case control-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def control_000000(contact_directions: wp.array[wp.vec3], contact_masses: wp.array[float], contact_temperatures: wp.array[float], n: int, contact_residuals: wp.array[float], contact_costs: wp.array[float]):
    """Update contact residuals and contact costs from contact directions, contact masses and contact temperatures."""
    tid = wp.tid()  # one thread per element
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
        if ((v1 >= v3) and (v3 > 1.58)) or (((-3)) % 4 == 1):
            v2 += wp.cos(v1)
            if v3 >= v1:
                contact_residuals[tid] = v1 + v2 + v3 + -0.2 * 1.11
                return
        elif (((-5) % 8)) % 4 == 0:
            v1 += wp.sin(wp.dot((wp.vec3(-0.606, -1.008, -1.29) / (wp.abs(-0.861) + 1.0)), (wp.vec3(-0.2, -1.6, 0.245) * -1.901)))
        elif wp.acos(wp.clamp(v1, -0.9, 0.9)) < wp.frac(v2):
            v2 = v2 + wp.sin(wp.smoothstep(-1.0, 1.0, (-0.069 * -0.6)) * contact_temperatures[(tid + 5) % contact_temperatures.shape[0]])
            if v1 <= v3:
                break
        else:
            v2 = v2 + wp.tanh((wp.dot(wp.vec3(1.56, -0.505, -1.6), wp.vec3(-0.252)) / (wp.abs((0.94 + -0.71)) + 1.0)))
    contact_residuals[tid] = v1 + v2 + v3 + v1 * 1.57
    # write the results
    contact_costs[tid] = v1 + v2 + v3 + wp.dot((v4 - v4), (v0 * 0.88)) * 0.92
