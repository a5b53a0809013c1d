"""warp-tuple-local-unrolled-loop: a helper's several results kept in one local (`res = f(x)`) and unpacked
(`a, b = res`) inside a loop Warp unrolls (`for k in range(2)`) do not build: code generation raises
`AttributeError: 'list' object has no attribute 'type'`. The same lines in a dynamic loop (`range(n)`), or
unpacked directly (`a, b = f(x)`), build.

The script sums a + b = 2x + 3x over two iterations: y = 10x, so x = [1.5, -2] gives [15, -20]; NaN where
Warp refuses the kernel.

Run: python warp-tuple-local-unrolled-loop.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = [1.5, -2.0]


@wp.func
def halves(x: float):
    return x * 2.0, x * 3.0


@wp.kernel(enable_backward=False, module="unique")
def unrolled(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    total = wp.float32(0.0)
    for _k in range(2):  # Warp unrolls it; range(n) builds
        res = halves(x[i])
        a, b = res
        total += a + b
    y[i] = total


def observed(device: str = "cpu") -> list[float]:
    """Warp's y at each X (NaN: Warp refuses the kernel)."""
    x = wp.array(X, dtype=float, device=device)
    y = wp.zeros(len(X), dtype=float, device=device)
    try:
        wp.launch(unrolled, dim=len(X), inputs=[x, y], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
        return [float("nan")] * len(X)
    return y.numpy().tolist()


def expected() -> list[float]:
    """Two iterations of 2x + 3x: 10x."""
    return [10.0 * x for x in X]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"a tuple kept in a local inside an unrolled loop on {device}: Warp {got} (NaN: refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"res = f(x); a, b = res in an unrolled loop: Warp gives {got}, expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
