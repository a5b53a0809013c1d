"""A function a factory of kern.py is handed at run time; kern.py does not import this module."""

import warp as wp


@wp.func
def doubled(x: float):
    return 2.0 * x + 1.0
