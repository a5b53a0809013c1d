# Generated for case multi_conditional-000001 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000001(joint_uvs: wp.array(dtype=wp.vec2, ndim=3), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array(dtype=float, ndim=3)):
    i, j, k = wp.tid()  # thread index
    v11 = float(0.0)
    v0 = joint_uvs[i, j, k]
    v1 = joint_weights[i, j, k]
    if wp.step(v1) * -0.16 >= v1:
        v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48
    elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:
        v0 = v0 + wp.normalize(v0) * 0.98
        if ((j * k)) % 2 == 0:
            v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))
        if v1 <= (v1 + v1):
            v1 += wp.cos(v1)
            if (v1 * v1) > 1.624:
                v0 = v0 + wp.normalize(-((wp.vec2(-1.11, -0.15) * v1))) * 1.04
            elif v1 > (v1 * v1):
                v1 = v1 + wp.tanh(wp.where(v1 >= -0.14, 1.2, (v1 + v1)))
            elif (v1 >= 0.0) or ((v1 > 1.6) and (1.04 <= v1)):
                v1 += wp.tanh(((wp.vec2(1.7, -0.6) - v0))[0])
                v2 = wp.normalize(wp.vec2(v1, v1))
                v11 += v2[0] + v2[1]
            else:
                v1 += wp.tanh(1.246)
        elif -1.98 > wp.dot(v0, wp.vec2(1.572, 1.45)):
            v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75
        elif (v1 * v1) > (v1 + v1):
            v1 += wp.cos((v1 + v1))
            v1 = v1 + wp.sin(((v1 + v1) * joint_weights[i, j, (k + 1) % joint_weights.shape[2]]))
        else:
            v0 += wp.normalize((wp.vec2(-1.29, 1.43) - joint_uvs[i, j, k])) * 0.25
    if (k) % 2 == 0:
        v1 = v1 + wp.tanh(v1)
    else:
        v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12
        if wp.copysign(v1, v1) > wp.sinh(wp.clamp(v1, -3.0, 3.0)):
            v0 += wp.normalize(wp.vec2((-1.0 - v1), (v1 + v1))) * 0.32
        elif wp.clamp(v1, -0.61, 1.84) <= v0[0]:
            v1 = v1 + wp.cos(v1)
            if wp.dot(v0, v0) >= joint_weights[i, j, k]:
                v1 += wp.tanh((v1 - (v1 + v1)))
            v3 = v1
            v11 += v3
        else:
            v1 += wp.tanh(v1)
        if (v1 * v1) > v1:
            v1 += wp.cos((wp.clamp(v1, -1.28, 1.01) - (v1 - 1.88)))
            if (v1 >= 0.66) and (v1 > -0.47):
                v1 = v1 + wp.tanh(wp.radians(v1))
                v0 += wp.normalize(wp.vec2(-0.4, 0.8)) * 0.79
                v4 = (wp.sign(wp.length(v0)) * v1)
                v11 += v4
            v0 = v0 + wp.normalize(wp.cw_div((v1 * v0), wp.vec2(3.0, 1.25))) * 0.58
        elif (v1 / 2.41) < wp.dot(v0, v0):
            v1 += wp.tanh(v1)
            if not (1.87 >= v1 or (k) % 3 == 1):
                v1 = v1 + wp.sin((wp.length_sq(v0) - (v1 + v1)))
                v5 = joint_weights[i, j, k]
                v11 += v5
            if (wp.min(i, 4)) % 4 == 1:
                v1 = v1 + wp.tanh((float(k) - v0.x))
                v6 = wp.max(((v0 + v0) - (v0 / (wp.abs(v1) + 1.0))), wp.cw_mul(wp.max(wp.vec2(-1.809), v0), wp.normalize(v0)))
                v11 += v6[0] + v6[1]
            elif (i) % 4 == 1:
                v0 = v0 + wp.normalize(wp.normalize((v0 + wp.vec2(1.144, 0.4)))) * 0.87
            elif v1 <= (v1 + v1):
                v0 = v0 + wp.normalize(v0) * 1.93
                v7 = (joint_weights[i, j, (k + 1) % joint_weights.shape[2]] / (wp.abs((wp.sqrt(wp.abs(v1) + 0.5) - v1)) + 1.0))
                v11 += v7
            else:
                v0 = v0 + wp.normalize((wp.vec2(v1, 1.67) - wp.vec2(v1, -1.5))) * 1.49
        elif not ((v1 < -0.2) and (v1 > -0.8) and (-0.69 <= v1) or (v1 > 0.1)):
            v1 = v1 + wp.cos(+(v1))
            if (-0.3 <= v1) or ((v1 >= -0.504) and (v1 >= 1.16)):
                v0 = v0 + wp.normalize(wp.normalize((v0 - wp.vec2(0.099, -0.7)))) * 1.07
                v8 = -((wp.where(v1 >= 1.3, v0, v0) + v0))
                v11 += v8[0] + v8[1]
    if ((i) % 4 == 1) or (v1 < 0.2):
        v0 += wp.normalize(wp.lerp((wp.vec2(0.6) - v0), v0, wp.length_sq(v0))) * 1.73
        if not (not (v1 >= 1.235 and v1 < -1.3) and v1 < -1.68):
            v1 = v1 + wp.tanh((v1 + (v1 + v1)))
            v9 = v1
            v11 += v9
            v0 = v0 + wp.normalize(joint_uvs[i, j, (k + 3) % joint_uvs.shape[2]]) * 1.88
        else:
            v1 += wp.tanh(wp.where(v1 <= -0.676, v1, v1 * 1.2))
            if ((v1 < 0.71) and (0.748 <= v1)) or (v1 > -1.3):
                v0 += wp.normalize((wp.where(v1 < 0.192, v0, v0) * v1)) * 0.57
                v1 += wp.cos(wp.lerp(wp.dot(wp.vec2(-0.252, -0.184), v0), (v1 + v1), 0.25))
            else:
                v1 += wp.sin(wp.where(v1 >= -1.868, v0[1], (v1 + v1)))
                v0 = v0 + wp.normalize(wp.vec2((-0.028 / (wp.abs(v1) + 1.0)), wp.dot(v0, v0))) * 0.2
                v10 = (float((j + j)) / (wp.abs((joint_weights[i, j, k] - (v1 / 1.41))) + 1.0))
                v11 += v10
        v0 += wp.normalize(v0) * 0.4
    elif not (v1 <= -0.14 or (v1 >= -1.99) and (v1 > 1.4)):
        v0 += wp.normalize(wp.cw_mul((-1.66 * v0), (v0 - wp.vec2(-1.949, -1.91)))) * 0.64
    elif v1 >= -1.4:
        v0 = v0 + wp.normalize(wp.normalize(v0)) * 0.42
    elif ((j % 8)) % 3 == 0:
        v0 = v0 + wp.normalize(v0) * 0.41
    joint_residuals[i, j, k] = v1 + joint_weights[i, j, (k + 5) % joint_weights.shape[2]] * 1.88 + v11
    # write the results
    joint_scores[i, j, k] = v1 + (wp.step(v1) * v1 - (-1.02 / (wp.abs(v1) + 1.0))) * 0.15
