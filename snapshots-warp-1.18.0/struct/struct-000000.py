# Generated for case struct-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.struct
class S0:
    vel0: wp.quat
    scale1: wp.vec3
    w2: wp.array(dtype=float)


@wp.kernel(enable_backward=False)
def struct_000000_t(contact_pressures: wp.array(dtype=Any), settings: S0, total_counts: wp.array(dtype=Any), contact_counts: wp.array(dtype=Any), contact_accelerations: wp.array(dtype=Any)):
    """Accumulate total counts, contact counts and contact accelerations from contact pressures."""
    tid = wp.tid()
    v0 = contact_pressures[tid]
    v1 = v0
    wp.atomic_min(total_counts, 0, wp.vec3(-1.691))
    v2 = wp.quat_from_axis_angle(wp.normalize(settings.scale1 + wp.vec3(0.0, 0.0, 2.5)), v1)
    s3 = S0()
    s3.vel0 = v2
    contact_counts[tid] = wp.max(tid, wp.int32(wp.clamp(float(v0), -100.0, 100.0)))
    contact_accelerations[tid] = settings.scale1 + wp.vec3(v1 + v2[0] + v2[1] + v2[2] + v2[3] + s3.vel0[0] + s3.vel0[1] + s3.vel0[2] + s3.vel0[3])
    contact_accelerations[tid][1] -= wp.sin(v1)


struct_000000 = wp.overload(struct_000000_t, {"contact_pressures": wp.array(dtype=float), "total_counts": wp.array(dtype=wp.vec3), "contact_counts": wp.array(dtype=int), "contact_accelerations": wp.array(dtype=wp.vec3)})
