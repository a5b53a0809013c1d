"""warp-mod-float-adjoint: the adjoint of wp.mod(a, b) for floats drops d/db.

d mod(a, b) / db = -trunc(a / b); at a = 7.5, b = 2.0 that is -3. Warp's adj_mod (warp/native/builtin.h)
accumulates only adj_a, so d/db comes out 0.

Run: python warp-mod-float-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import math
import sys

import numpy as np
import warp as wp

A, B = 7.5, 2.0


@wp.kernel(module="unique")
def mod_adjoint(a: wp.array(dtype=float), b: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.mod(a[i], b[i])


def observed(device: str = "cpu") -> float:
    """d out / d b as Warp's adjoint computes it."""
    a = wp.array([A], dtype=float, device=device, requires_grad=True)
    b = wp.array([B], dtype=float, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(mod_adjoint, dim=1, inputs=[a, b], outputs=[out], device=device)
    tape.backward(grads={out: wp.ones(1, dtype=float, device=device)})
    return float(b.grad.numpy()[0])


def expected() -> float:
    """Float64 central differences of math.fmod (C's fmod: the remainder wp.mod computes, with the sign of a)
    in b, rounded to 6 decimals: -trunc(a / b) = -3."""
    h = 1e-6
    return round((math.fmod(A, B + h) - math.fmod(A, B - h)) / (2.0 * h), 6)


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"d wp.mod(a, b) / db at a = {A}, b = {B} on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d mod(a, b) / db: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
