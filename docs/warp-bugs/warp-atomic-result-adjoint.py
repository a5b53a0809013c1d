"""warp-atomic-result-adjoint: a kernel that keeps the result of an atomic (`slot = wp.atomic_add(count, 0, 1)`,
the slot a counter hands out) gets a wrong gradient, with no error and no warning.

The backward replays the forward to recompute its values, but Warp emits the atomic's replay commented out
(`// var_3 = wp::atomic_add(var_count, var_1, var_2);`) and reads var_3, the slot, uninitialised: the
adjoint goes to an undefined slot. When a @wp.func returns the atomic's result, the replay calls the helper
again and the atomic runs a second time: the counter advances past the forward's slots and hands out new ones.
Warp's differentiability guide documents the wrong gradient (its custom replay example) and deterministic mode
raises an error for both forms; the default mode does neither.

The script differentiates y[slot] = 2 x[tid], each thread with its own slot: x.grad[tid] is 2 * y.grad[slot].
With y.grad = [1, 10, 100, 1000] the sorted x.grad is [2, 20, 200, 2000] whatever order the threads took
their slots in; the kernel and the helper form each give it. The slot is checked (0 <= slot < n) before it
indexes, so an undefined slot cannot read or write out of bounds.

Run: python warp-atomic-result-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = [1.5, -2.0, 0.5, 3.0]
SEEDS = [1.0, 10.0, 100.0, 1000.0]  # y.grad: a different seed at each slot


@wp.kernel(module="unique")
def counted(x: wp.array(dtype=float), count: wp.array(dtype=int), y: wp.array(dtype=float), n: int):
    tid = wp.tid()
    slot = wp.atomic_add(count, 0, 1)  # the slot the counter hands this thread
    if slot >= 0 and slot < n:  # an undefined slot cannot index out of bounds
        y[slot] = x[tid] * 2.0


@wp.func
def reserve(count: wp.array(dtype=int), num: int):
    return wp.atomic_add(count, 0, num)


@wp.kernel(module="unique")
def counted_by_helper(x: wp.array(dtype=float), count: wp.array(dtype=int), y: wp.array(dtype=float), n: int):
    tid = wp.tid()
    slot = reserve(count, 1)  # the same atomic, inside a @wp.func
    if slot >= 0 and slot < n:
        y[slot] = x[tid] * 2.0


def _gradient(kernel, device: str) -> list[float]:
    n = len(X)
    x = wp.array(X, dtype=float, device=device, requires_grad=True)
    count = wp.zeros(1, dtype=int, device=device)
    y = wp.zeros(n, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(kernel, dim=n, inputs=[x, count, y, n], device=device)
    tape.backward(grads={y: wp.array(SEEDS, dtype=float, device=device)})
    return sorted(x.grad.numpy().tolist())


def observed(device: str = "cpu") -> list[float]:
    """Warp's x.grad, sorted, for the kernel form then the helper form (NaN: Warp refuses the kernel)."""
    got = []
    for kernel in (counted, counted_by_helper):
        try:
            got += _gradient(kernel, device)
        except Exception as error:
            print(f"Warp raises {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
            got += [float("nan")] * len(X)
    return got


def expected() -> list[float]:
    """d y[slot] / d x[tid] = 2: x.grad is 2 * y.grad at the thread's slot, the slots a permutation."""
    return sorted(2.0 * s for s in SEEDS) * 2


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"gradient through a slot from wp.atomic_add on {device}: Warp {got} (NaN: refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"slot = wp.atomic_add(count, 0, 1); y[slot] = 2 x: Warp's sorted x.grad is {got} (kernel, then helper), "
        f"expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
