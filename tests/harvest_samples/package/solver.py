"""Kernels that need definitions of other modules: a standalone source brings them in as source."""

import warp as wp

from harvest_samples.package import weight
from .types import scaled as scale_by
from .types import vec6


@wp.kernel
def energy6(v: wp.array(dtype=vec6), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = weight(scale_by(v[i], 2.0))
