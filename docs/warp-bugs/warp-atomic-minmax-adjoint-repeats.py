"""warp-atomic-minmax-adjoint-repeats: the adjoint of wp.atomic_min / wp.atomic_max credits the element's whole
adjoint to every call whose value equals the element's final value, so a value written more than once (two calls, a
loop) gets its gradient once per call.

out[0] starts at 10; the kernel writes min(out[0], x) twice, so out[0] = min(min(10, x), x) = x for x < 10 and
d out[0] / d x = 1. Warp's backward gives 2 (3 for the same call in a three-iteration loop). The backward of each
call tests `value == *addr` against the final element (native/builtin.h, adj_atomic_minmax), which every repeat of
the winning value passes.

Run: python warp-atomic-minmax-adjoint-repeats.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp


@wp.kernel(module="unique")
def min_twice(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    v = x[wp.tid()]
    wp.atomic_min(out, 0, v)
    wp.atomic_min(out, 0, v)


@wp.kernel(module="unique")
def max_twice(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    v = x[wp.tid()]
    wp.atomic_max(out, 0, v)
    wp.atomic_max(out, 0, v)


def _gradient(kernel, start: float, device: str) -> float:
    x = wp.array([0.5], dtype=float, device=device, requires_grad=True)
    out = wp.array([start], dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(kernel, dim=1, inputs=[x, out], device=device)
    tape.backward(grads={out: wp.array([1.0], dtype=float, device=device)})
    return float(x.grad.numpy()[0])


def observed(device: str = "cpu") -> list[float]:
    """[d out / d x for two atomic_min calls from 10, for two atomic_max calls from -10]."""
    return [_gradient(min_twice, 10.0, device), _gradient(max_twice, -10.0, device)]


def expected() -> list[float]:
    """Float64 central differences of the kernels' numpy copies at x = 0.5: out = min(min(10, x), x), max likewise."""
    h = 1e-6

    def fmin(x):
        return min(min(10.0, x), x)

    def fmax(x):
        return max(max(-10.0, x), x)

    return [round((f(0.5 + h) - f(0.5 - h)) / (2 * h), 6) for f in (fmin, fmax)]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"d out / d x on {device} [atomic_min twice, atomic_max twice]: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d out / d x: Warp {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
