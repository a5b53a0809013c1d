"""warp-transform-setter-adjoint: wp.transform_set_rotation overwrites part of a transform in place; its adjoint
passes the overwritten part's adjoint on to the transform's old value.

`v = x[i]; wp.transform_set_rotation(v, q[i]); out[i] = v`: out's rotation is q, so d out.q / d x.q = 0.
Warp gives 1 (and d out.q / d q = 1, as it should). wp.transform_set_translation does the same.

Run: python warp-transform-setter-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = (1.0, 2.0, 3.0, 0.0, 0.0, 0.0, 1.0)  # translation (1, 2, 3), identity rotation
Q = (0.0, 0.6, 0.0, 0.8)


@wp.kernel(module="unique")
def set_rotation(x: wp.array(dtype=wp.transform), q: wp.array(dtype=wp.quat), out: wp.array(dtype=wp.transform)):
    i = wp.tid()
    v = x[i]
    wp.transform_set_rotation(v, q[i])
    out[i] = v


def observed(device: str = "cpu") -> list[float]:
    """d out.q.w / d x.q (x's components 3..6) as Warp's adjoint computes it."""
    x = wp.array([X], dtype=wp.transform, device=device, requires_grad=True)
    q = wp.array([Q], dtype=wp.quat, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=wp.transform, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(set_rotation, dim=1, inputs=[x, q], outputs=[out], device=device)
    seed = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0]
    tape.backward(grads={out: wp.array([seed], dtype=wp.transform, device=device)})
    return [float(g) for g in x.grad.numpy()[0][3:]]


def _forward(x: np.ndarray, q: np.ndarray) -> np.ndarray:
    """The kernel in float64 numpy: x's translation, then q as the rotation (p, q layout, q as x, y, z, w)."""
    return np.concatenate([np.asarray(x, dtype=np.float64)[:3], np.asarray(q, dtype=np.float64)])


def expected() -> list[float]:
    """Float64 central differences of out.q.w in x's rotation components, rounded to 6 decimals: all 0."""
    h, x, q = 1e-6, np.array(X), np.array(Q)
    grads = [(_forward(x + h * e, q)[6] - _forward(x - h * e, q)[6]) / (2.0 * h) for e in np.eye(7)[3:]]
    return [round(float(g), 6) for g in grads]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"d out.q.w / d x.q after wp.transform_set_rotation on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d out.q.w / d x.q: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
