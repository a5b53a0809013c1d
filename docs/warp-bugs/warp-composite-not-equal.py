"""warp-composite-not-equal: `a != b` of two vectors (or matrices, quaternions, transforms) passes Warp's
front end and then fails to compile: the generated C++ is `(var_a != var_b)`, and Warp's native headers
define `operator==` for these types but no `operator!=` ("invalid operands to binary expression").

`a == b` of the same vectors builds and is right, so `not (a == b)` is the workaround. With
a = (1, 2) and b = (1, 3) the vectors differ and the kernel writes 1.

Run: python warp-composite-not-equal.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

A, B = (1.0, 2.0), (1.0, 3.0)


@wp.kernel(module="unique")
def vectors_differ(a: wp.array(dtype=wp.vec2), b: wp.array(dtype=wp.vec2), out: wp.array(dtype=float)):
    out[0] = wp.where(a[0] != b[0], 1.0, 0.0)


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN where the kernel does not build (what 1.19.0 does)."""
    a = wp.array([A], dtype=wp.vec2, device=device)
    b = wp.array([B], dtype=wp.vec2, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(vectors_differ, dim=1, inputs=[a, b], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """Python's (and NumPy's) meaning: the vectors differ in one component."""
    return 1.0 if tuple(A) != tuple(B) else 0.0


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"a != b for a = {A}, b = {B} on {device}: Warp {got} (NaN: the kernel does not build), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"a != b: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
