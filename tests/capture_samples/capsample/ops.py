"""What kern.py is handed at run time, and does not import: a function its factory is given, and a
struct of the same name as its own ``Params`` its generic kernel ``weigh`` is launched with."""

import warp as wp


@wp.func
def doubled(x: float):
    return 2.0 * x + 1.0


@wp.struct
class Params:
    weights: wp.array(dtype=float)
    gain: float
