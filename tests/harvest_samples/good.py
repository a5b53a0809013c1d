"""A well-behaved module: kernels with a struct, a function, a constant and a generic kernel."""

from typing import Any

import numpy as np
import warp as wp

SCALE = wp.constant(2.0)
UNUSED = 17  # nothing the kernels need: must stay out of their standalone sources


@wp.struct
class Particle:
    pos: wp.vec3
    mass: float


@wp.func
def kinetic(p: Particle, v: wp.vec3) -> float:
    return 0.5 * p.mass * wp.dot(v, v) * SCALE


@wp.kernel
def energy(particles: wp.array(dtype=Particle), vel: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = kinetic(particles[i], vel[i]) + wp.length(particles[i].pos)


@wp.kernel
def scale(x: wp.array(dtype=Any), s: Any):
    i = wp.tid()
    x[i] = x[i] * s


wp.overload(scale, [wp.array(dtype=wp.float32), wp.float32])
wp.overload(scale, {"x": wp.array(dtype=wp.vec3), "s": wp.float32})


@wp.kernel
def never_used(x: wp.array(dtype=Any)):
    # generic, and no overload is ever declared: nothing to generate code for
    i = wp.tid()
    x[i] = x[i] + x[i]


def make_offset_kernel(offset: float):
    @wp.kernel
    def offset_kernel(x: wp.array(dtype=float)):
        i = wp.tid()
        x[i] = x[i] + offset

    return offset_kernel


# made by a factory: its source is not a top-level definition, so it is not standalone
add_three = make_offset_kernel(3.0)


def main():
    x = wp.array(np.ones(4, dtype=np.float32))
    wp.launch(scale, dim=4, inputs=[x, 2.0])


if __name__ == "__main__":
    main()
