"""wp.mod(a, b) for floats: the adjoint drops d/db.

d mod(a, b) / db = -trunc(a / b); at a = 7.5, b = 2.0 that is -3. Warp's adj_mod
(native/builtin.h) accumulates only adj_a, so d/db comes out 0.
"""

import sys

import numpy as np
import warp as wp


@wp.kernel(module="unique")
def mod_adjoint(a: wp.array(dtype=float), b: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.mod(a[i], b[i])


def observed(device: str = "cpu") -> float:
    """d out / d b as Warp's adjoint computes it."""
    a = wp.array([7.5], dtype=float, device=device, requires_grad=True)
    b = wp.array([2.0], dtype=float, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(mod_adjoint, dim=1, inputs=[a, b], outputs=[out], device=device)
    tape.backward(grads={out: wp.ones(1, dtype=float, device=device)})
    return float(b.grad.numpy()[0])


def expected() -> float:
    """The analytic derivative, -trunc(a / b)."""
    return float(-np.trunc(7.5 / 2.0))


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"d mod(a, b) / db on {device}: Warp {observed(device)}, exact {expected()}")
