"""warp-component-update-adjoint: the adjoint of an in-place update of a vector component (`v.x -= c`)
doubles d/dx.

`v = x[i]; v.x -= 1.0; out[i] = v` is out = x - (1, 0, 0), so d out.x / d x = (1, 0, 0). Warp's
differentiability guide allows such updates; its adjoint gives (2, 0, 0).

Run: python warp-component-update-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = (1.0, 2.0, 3.0)


@wp.kernel(module="unique")
def component_update(x: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    v = x[i]
    v.x -= 1.0
    out[i] = v


def observed(device: str = "cpu") -> list[float]:
    """d out.x / d x as Warp's adjoint computes it."""
    x = wp.array([X], dtype=wp.vec3, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=wp.vec3, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(component_update, dim=1, inputs=[x], outputs=[out], device=device)
    tape.backward(grads={out: wp.array([[1.0, 0.0, 0.0]], dtype=wp.vec3, device=device)})
    return [float(g) for g in x.grad.numpy()[0]]


def _forward(x: np.ndarray) -> np.ndarray:
    """The kernel in float64 numpy: a copy of x with 1 taken from its first component."""
    v = np.array(x, dtype=np.float64)
    v[0] -= 1.0
    return v


def expected() -> list[float]:
    """Float64 central differences of the kernel's numpy copy, rounded to 6 decimals: (1, 0, 0)."""
    h, x = 1e-6, np.array(X)
    rows = [(_forward(x + h * e)[0] - _forward(x - h * e)[0]) / (2.0 * h) for e in np.eye(3)]
    return [round(float(r), 6) for r in rows]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"d out.x / d x after v.x -= 1.0 on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d out.x / d x: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
