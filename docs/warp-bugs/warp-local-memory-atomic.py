"""warp-local-memory-atomic: CUDA only. Atomics on an in-kernel array (thread-local memory) make the launch fail
with error 719 ("unspecified launch failure") in release mode.

The backward pass of a kernel that creates an array with `wp.zeros(...)` inside the kernel accumulates the
array's adjoint with atomic adds into thread-local storage: ptxas warns "Cannot do atomic on local memory" and
the launch fails. Debug mode and the CPU are fine; `buf[j] += v` or `wp.atomic_add(buf, ...)` on such an array
fail the forward pass the same way. out = 3 x (the array is zeros), so every derivative is 3.

Run: python warp-local-memory-atomic.py [cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without. Where Warp finds no CUDA device it
prints one line saying so and exits with status 77: nothing was checked.
"""

import sys

import numpy as np
import warp as wp

N = 64
NO_CUDA = 77  # the exit status of a check that could not run (no CUDA device)


@wp.kernel(module="unique")
def fixed_array_read_only(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    buf = wp.zeros(shape=(6,), dtype=float)
    out[tid] = x[tid] * 3.0 + buf[tid % 6]


def observed(device: str = "cuda:0") -> list[float]:
    """d out / d x from the backward launch (raises where the launch fails)."""
    x = wp.array(np.linspace(0.1, 1.0, N, dtype=np.float32), dtype=float, device=device, requires_grad=True)
    out = wp.zeros(N, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(fixed_array_read_only, dim=N, inputs=[x], outputs=[out], device=device)
    tape.backward(grads={out: wp.ones(N, dtype=float, device=device)})
    wp.synchronize_device(device)
    return [float(g) for g in x.grad.numpy()]


def _forward(x: np.ndarray) -> np.ndarray:
    """The kernel in float64 numpy: 3 x plus an element of an array of zeros."""
    buf = np.zeros(6)
    return np.asarray(x, dtype=np.float64) * 3.0 + buf[np.arange(len(x)) % 6]


def expected() -> list[float]:
    """Float64 central differences of the kernel's numpy copy (each out[i] depends on x[i] alone), rounded to
    6 decimals: 3 everywhere."""
    h, x = 1e-6, np.linspace(0.1, 1.0, N)
    return [round(float(g), 6) for g in (_forward(x + h) - _forward(x - h)) / (2.0 * h)]


def main(device: str = "cuda:0") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    if not wp.is_cuda_available():
        print("warp-local-memory-atomic: Warp finds no CUDA device; this bug shows on CUDA only, nothing checked")
        sys.exit(NO_CUDA)
    want = expected()
    try:
        got = observed(device)
    except Exception as error:  # the launch fails (719); Warp raises where it next synchronizes
        raise AssertionError(f"the backward launch fails on {device}: {type(error).__name__}: {error}") from error
    print(f"d out / d x on {device}: Warp {got[:4]}..., expected {want[:4]}...")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d out / d x: Warp gives {got[:4]}..., expected 3.0"


if __name__ == "__main__":
    main(*sys.argv[1:2])
