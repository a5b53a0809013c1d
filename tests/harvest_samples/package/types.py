"""Types, constants and functions that other modules of the package import."""

import warp as wp

vec6 = wp.types.vector(length=6, dtype=wp.float32)
HALF = wp.constant(0.5)
UNUSED = 3


@wp.func
def weight(v: vec6) -> float:
    return HALF * wp.dot(v, v)


@wp.func
def scaled(v: vec6, s: float) -> vec6:
    return v * s
