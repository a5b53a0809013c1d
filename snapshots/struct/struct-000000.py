# Generated for case struct-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
from typing import Any

import warp as wp


@wp.struct
class S0:
    vel0: wp.quat
    scale1: wp.vec3
    w2: wp.array(dtype=float)


@wp.kernel(enable_backward=False)
def struct_000000_t(contact_pressures: wp.array(dtype=Any), settings: S0, total_counts: wp.array(dtype=Any), contact_residuals: wp.array(dtype=Any), contact_distances: wp.array(dtype=Any)):
    """Accumulate total counts, contact residuals and contact distances from contact pressures."""
    tid = wp.tid()
    v0 = contact_pressures[tid]
    v1 = v0
    wp.atomic_min(total_counts, 0, -1.9)
    v2 = wp.dot(settings.scale1, settings.scale1)
    s3 = S0()
    s3.vel0 = s3.vel0
    contact_residuals[tid] = v0 + v1 + v2 + v2 * 1.69
    contact_distances[tid] = v0 + v1 + v2 + v2 * 1.54


struct_000000 = wp.overload(struct_000000_t, {"contact_pressures": wp.array(dtype=float), "total_counts": wp.array(dtype=float), "contact_residuals": wp.array(dtype=float), "contact_distances": wp.array(dtype=float)})
