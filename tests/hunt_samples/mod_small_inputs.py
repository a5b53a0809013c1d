"""wp.mod(a, b) with a < b wherever the default inputs put them: the adjoint's missing d/db term
(-trunc(a / b)) is 0 there, so the gradient is right by accident; inputs from a wider range show it."""

import warp as wp


@wp.kernel
def small(a: wp.array(dtype=float), b: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.mod(a[i] * 0.1, b[i] + 2.0)
