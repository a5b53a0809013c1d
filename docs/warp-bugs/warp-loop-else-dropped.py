"""warp-loop-else-dropped: the `else` clause of a `for` or `while` loop is silently dropped: Warp neither runs
it nor refuses the kernel.

Python runs a loop's `else` block when the loop ends without `break`. Here no loop breaks, so each `else`
runs: the `for` kernel should give 3 + 10 = 13 and the `while` kernel 10. Warp gives 3 and 0, for an
unrolled `for`, a dynamic `for` and a `while` alike.

Run: python warp-loop-else-dropped.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp


@wp.kernel(module="unique")
def for_else(n: int, out: wp.array(dtype=float)):
    s = float(0.0)  # noqa: UP018 -- a Warp variable the loop may change
    for _i in range(n):
        s += 1.0
    else:
        s += 10.0
    out[0] = s


@wp.kernel(module="unique")
def while_else(out: wp.array(dtype=float)):
    i = int(0)  # noqa: UP018, RUF046 -- a Warp int32 variable
    while i < 3:
        i += 1
    else:
        out[0] = 10.0


def observed(device: str = "cpu") -> list[float]:
    """Warp's values for the two kernels."""
    a = wp.zeros(1, dtype=float, device=device)
    b = wp.zeros(1, dtype=float, device=device)
    wp.launch(for_else, dim=1, inputs=[3], outputs=[a], device=device)
    wp.launch(while_else, dim=1, outputs=[b], device=device)
    return [float(a.numpy()[0]), float(b.numpy()[0])]


def expected() -> list[float]:
    """Python's semantics, run as Python: neither loop breaks, so each else clause runs."""
    s = 0.0
    for _i in range(3):
        s += 1.0
    else:
        s += 10.0
    out = 0.0
    i = 0
    while i < 3:
        i += 1
    else:
        out = 10.0
    return [s, out]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"for-else and while-else on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"loop else clauses: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
