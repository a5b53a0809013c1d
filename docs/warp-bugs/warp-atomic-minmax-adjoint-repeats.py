"""warp-atomic-minmax-adjoint-repeats (documented behaviour): the adjoint of wp.atomic_min / wp.atomic_max credits
the element's whole adjoint to every call whose value equals the element's final value, so a value written more
than once (two calls, a loop) gets its gradient once per call.

out[0] starts at 10; the kernel writes min(out[0], x) twice, so out[0] = min(min(10, x), x) = x for x < 10 and
the derivative d out[0] / d x is 1. Warp's backward gives 2 (3 for the same call in a three-iteration loop): the
backward of each call tests `value == *addr` against the final element (native/builtin.h, adj_atomic_minmax),
which every repeat of the winning value passes. A Warp maintainer describes that test as the way atomic_min/max
are differentiable (NVIDIA/warp issue 790): the behaviour is intended, not a bug to file.

Run: python warp-atomic-minmax-adjoint-repeats.py [cpu|cuda:0]  (warp and numpy only). It asserts the documented
behaviour (each call whose value equals the final element gets the element's adjoint): exit status 0 while Warp
behaves so, AssertionError where it changes. ``observed``/``expected`` (Warp's gradient, the derivative) are
what `make bisect` compares: the releases that show the behaviour.
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


def documented() -> list[float]:
    """The rule of issue 790, without Warp: each call whose value equals the final element gets its adjoint (1)."""
    calls = [0.5, 0.5]  # both calls of each kernel write x = 0.5, which is the final element
    final = [min(10.0, *calls), max(-10.0, *calls)]
    return [float(sum(1.0 for v in calls if v == f)) for f in final]


def as_documented(device: str = "cpu") -> tuple[list[float], list[float]]:
    """(Warp's gradient, the documented rule's)."""
    return observed(device), documented()


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, rule = as_documented(device)
    print(f"d out / d x on {device} [atomic_min twice, atomic_max twice]: Warp {got}, the documented rule {rule}, "
          f"the derivative {expected()}")  # fmt: skip
    assert np.allclose(got, rule, rtol=1e-5, atol=1e-6), f"d out / d x: Warp {got}, the documented rule gives {rule}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
