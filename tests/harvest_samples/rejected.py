"""A module that imports fine, with one kernel Warp rejects at code generation and one it accepts."""

import warp as wp


@wp.kernel
def bad_types(x: wp.array(dtype=float)):
    i = wp.tid()
    x[i] = wp.dot(x[i], wp.vec3(1.0, 2.0, 3.0))  # dot of a float and a vec3: no such overload


@wp.kernel
def accepted(x: wp.array(dtype=float)):
    i = wp.tid()
    x[i] = wp.sin(x[i])
