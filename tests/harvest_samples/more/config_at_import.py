"""A module that changes wp.config at import: its kernels are generated with the change; later ones are not."""

import warp as wp

wp.config.enable_backward = False


@wp.kernel
def no_adjoint(x: wp.array(dtype=float)):
    i = wp.tid()
    x[i] = x[i] * x[i]
