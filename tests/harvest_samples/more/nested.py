"""A module in a folder without __init__.py: walked as a namespace package."""

import warp as wp

wp.set_module_options({"enable_backward": False})


@wp.kernel
def forward_only(x: wp.array(dtype=wp.vec2), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = wp.length(x[i])
