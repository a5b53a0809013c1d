# Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.func
def vector_000001_f0(p0: float, p1: float, p2: wp.vec2):
    p2.y += wp.sin(p1)
    return p1 + p0 + p2[0] + p2[1]


@wp.kernel
def vector_000001(contact_points: wp.array[wp.vec3], contact_scores: wp.array[float], num_contacts: int):
    """Write contact scores from contact points."""
    tid = wp.tid()
    if tid >= num_contacts:
        return
    v0 = contact_points[tid]
    v1 = (-0.578 * v0)
    v2 = wp.vec2(-1.6, 1.66)
    v3 = (-0.368 * v2)
    v4 = vector_000001_f0(1.188, -0.94, v3)
    contact_scores[tid] = v4 + v4 * 1.22 + wp.sin(v1[0])
