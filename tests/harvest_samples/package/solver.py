"""Kernels that need definitions of other modules: a standalone source brings them in as source."""

import warp as wp

from harvest_samples.package import weight

from .types import scaled as scale_by
from .types import vec6


@wp.kernel
def energy6(v: wp.array(dtype=vec6), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = weight(scale_by(v[i], 2.0))


from harvest_samples import package  # noqa: E402 (a module used as an object, as packages do)

from . import types as kinds  # noqa: E402


@wp.kernel
def weigh(v: wp.array(dtype=vec6), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = kinds.weight(v[i]) + package.weight(v[i]) + float(package.types.HALF)
