"""warp-tuple-negative-index: a negative index into a tuple (`t[-1]` of `t = f(x)`, a @wp.func that returns
several values) passes Warp's type check, typed as Python's `t[-1]`, and then fails to compile: the index is
handed to the C++ template `extract<Index>(t)` as -1 ("no matching function for call to 'extract'").

Vectors accept negative indices in kernels (`v[-1]` is the last component); a tuple's bounds check only
rejects `index >= length`, so `t[-1]` is typed as the last element. f(1) = (1, 2), so t[-1] is 2.

Run: python warp-tuple-negative-index.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp


@wp.func
def pair(a: float):
    return a, a * 2.0


@wp.kernel(module="unique")
def last_of_tuple(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    t = pair(x[0])
    out[0] = t[-1]


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN where the kernel does not build (what 1.19.0 does)."""
    x = wp.array([1.0], dtype=float, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(last_of_tuple, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """Python's meaning: the last element of (1, 2)."""
    return (1.0, 1.0 * 2.0)[-1]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"pair(1.0)[-1] on {device}: Warp {got} (NaN: the kernel does not build), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"pair(1.0)[-1]: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
