# Generated for case multi_conditional-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def multi_conditional_000001(joint_uvs: wp.array3d(dtype=wp.vec2), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array3d(dtype=float)):
    i, j, k = wp.tid()  # thread index
    v8 = float(0.0)
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
            if ((v1 > -0.658) or (-1.44 <= v1)) or ((1.417 < v1) or (1.3 >= v1)):
                v1 -= wp.sin((v0[0] + wp.max(v1, 1.536))) * 0.56
            elif (not (v1 <= -0.229 or v1 < 0.782)) and ((v1 >= -0.4) or (v1 > -1.604)):
                v0 = v0 + wp.normalize(wp.max(v0, v0)) * 1.9
            else:
                v0 = v0 + wp.normalize(wp.min((v0 + v0), (v0 + v0))) * 0.94
                v2 = (((v0 * 1.98) - v0))[0]
                v8 += v2
                v3 = wp.log2(wp.abs((joint_weights[(i + 1) % joint_weights.shape[0], (j + 5) % joint_weights.shape[1], (k + 2) % joint_weights.shape[2]] - (v1 * 0.8))) + 1.0)
                v8 += v3
        elif (v1 * -0.85) <= v0[1]:
            v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75
        else:
            v1 += wp.cos(wp.clamp(v1, -1.28, 1.77))
            if (i) % 4 == 0:
                v1 = v1 + wp.sin((v1 / (wp.abs(wp.dot(v0, wp.vec2(-0.3, 1.12))) + 1.0)))
                v4 = wp.length_sq((wp.vec2(v1, v1) - (v0 - wp.vec2(-1.0, -1.2))))
                v8 += v4
            if (k) % 2 == 0:
                v1 = v1 + wp.tanh(v1)
            else:
                v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12
                v0 = v0 + wp.normalize(joint_uvs[(i + 4) % joint_uvs.shape[0], j, (k + 1) % joint_uvs.shape[2]]) * 0.57
                v5 = (wp.length(wp.vec2(v1, v1)) + (wp.cbrt(v1) - v1))
                v8 += v5
    else:
        v1 += wp.sin(v1)
    v6 = v1
    v7 = wp.length((v0 - wp.vec2(-0.102, -0.2)))
    joint_residuals[i, j, k] = v1 + v6 + v7 + joint_weights[(i + 5) % joint_weights.shape[0], (j + 1) % joint_weights.shape[1], (k + 4) % joint_weights.shape[2]] * 1.8 + v8
    # write the results
    joint_scores[i, j, k] = v1 + v6 + v7 + wp.sin(v6) * 0.95
