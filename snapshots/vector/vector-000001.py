# Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):
    p2.y += wp.sin(p1)
    return p1 + p2[0] + p2[1]


@wp.kernel
def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):
    """Write contact scores from contact points."""
    tid = wp.tid()
    if tid >= num_contacts:
        return
    v0 = contact_points[tid]
    v1 = float(-1.0)
    v2 = wp.vec4(-0.1, -0.368, 1.85, 1.8)
    v3 = (v0 * v1)
    v4 = wp.vec2(1.74, 0.15)
    v5 = vector_000001_f0(wp.dot(v2, v2), (v1 + v1), v4)
    contact_scores[tid] = v1 + v5 + v1 * 0.11 + wp.sin(v3[0]) + v2[0] + v2[1] + v2[2] + v2[3]
