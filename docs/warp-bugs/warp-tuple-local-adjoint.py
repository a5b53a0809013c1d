"""warp-tuple-local-adjoint: a helper's several results kept in one local (`res = f(x)`) and unpacked later
(`a, b = res`) get no adjoint: the gradient through them is 0.

Warp builds the local as `var_5 = wp::tuple(var_2, var_3)` and the unpacking as `wp::extract<0>(var_5)`,
`wp::extract<1>(var_5)`, but the reverse pass has neither's adjoint: the adjoints of a and b never reach the
helper's outputs, and the helper's adjoint runs with them at zero. `a, b = f(x)` is right.

The script differentiates y = a + b with a, b = halves(x) = (2x, 3x): dy/dx = 5 at every x; Warp gives 0.

Run: python warp-tuple-local-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = [1.5, -2.0]


@wp.func
def halves(x: float):
    return x * 2.0, x * 3.0


@wp.kernel(module="unique")
def kept_then_unpacked(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    res = halves(x[i])
    a, b = res  # right when written a, b = halves(x[i])
    y[i] = a + b


def observed(device: str = "cpu") -> list[float]:
    """Warp's dy/dx at each X (NaN: Warp refuses the kernel)."""
    x = wp.array(X, dtype=float, device=device, requires_grad=True)
    y = wp.zeros(len(X), dtype=float, device=device, requires_grad=True)
    try:
        tape = wp.Tape()
        with tape:
            wp.launch(kept_then_unpacked, dim=len(X), inputs=[x, y], device=device)
        tape.backward(grads={y: wp.ones(len(X), dtype=float, device=device)})
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
        return [float("nan")] * len(X)
    return x.grad.numpy().tolist()


def expected() -> list[float]:
    """d(2x + 3x)/dx = 5."""
    return [5.0 for _ in X]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"gradient through a tuple kept in a local on {device}: Warp {got} (NaN: refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"res = f(x); a, b = res: Warp's gradient is {got}, expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
