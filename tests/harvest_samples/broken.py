"""A module that fails to import."""

import warp as wp


@wp.kernel
def fine_so_far(x: wp.array(dtype=float)):
    i = wp.tid()
    x[i] = 1.0


raise RuntimeError("this module is broken on purpose")
