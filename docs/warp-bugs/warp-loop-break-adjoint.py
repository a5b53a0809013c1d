"""warp-loop-break-adjoint: a `break` in a `for` loop gives a wrong gradient, even for a plain `+=` accumulation.

Warp never unrolls a loop that contains `break`, so its backward pass is the dynamic loop's: it walks the
range backwards (wp::iter_reverse) from its last value, and replays each iteration's body before its adjoint.
The replayed body still holds the forward `break` (`goto end_for_N;`), now a jump out of the reverse loop. For a
loop that breaks at iteration b of n, the adjoints of iterations n-1 ... b+1, which never ran, are added, and the
replayed `break` at b skips the adjoints of b-1 ... 0, which did.

In both kernels below the loop runs j = 0, 1 and stops: out = x * (1 + 2) = 3x, so d out / d x = 3. Warp gives 4
(the never-run j = 3 alone). The forward value is right. Warp's differentiability guide ("Dynamic Loops") says
that a dynamic loop's `+=` accumulation, whose adjoints do not depend on intermediate values, is differentiated
correctly: this kernel is that case with a `break`.

Run: python warp-loop-break-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = 1.5


@wp.kernel(module="unique")
def sum_until(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    s = float(0.0)  # noqa: UP018 -- a Warp variable the loop may change
    for j in range(4):
        if j == 2:
            break
        s += x[i] * float(j + 1)
    out[i] = s


@wp.kernel(module="unique")
def sum_until_n(x: wp.array(dtype=float), n: int, out: wp.array(dtype=float)):
    i = wp.tid()
    s = float(0.0)  # noqa: UP018 -- a Warp variable the loop may change
    for j in range(n):
        if j == 2:
            break
        s += x[i] * float(j + 1)
    out[i] = s


def observed(device: str = "cpu") -> list[float]:
    """d out / d x of each kernel, then out of each, as Warp computes them (n = 4 for the second)."""
    gradients, values = [], []
    for kernel, extra in ((sum_until, []), (sum_until_n, [4])):
        x = wp.array([X], dtype=float, device=device, requires_grad=True)
        out = wp.zeros(1, dtype=float, device=device, requires_grad=True)
        tape = wp.Tape()
        with tape:
            wp.launch(kernel, dim=1, inputs=[x, *extra, out], device=device)
        values.append(float(out.numpy()[0]))
        tape.backward(grads={out: wp.array([1.0], dtype=float, device=device)})
        gradients.append(float(x.grad.numpy()[0]))
    return gradients + values


def expected() -> list[float]:
    """The same loop run by Python, and float64 central differences of it."""

    def sum_until_copy(x, n=4):
        s = 0.0
        for j in range(n):
            if j == 2:
                break
            s += x * float(j + 1)
        return s

    h = 1e-6
    d = (sum_until_copy(X + h) - sum_until_copy(X - h)) / (2 * h)
    return [round(d, 6)] * 2 + [sum_until_copy(X)] * 2


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"d out / d x, then out, of range(4) and range(n) with a break on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"a break in a for loop: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
