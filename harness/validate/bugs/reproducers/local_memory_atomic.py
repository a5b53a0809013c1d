"""CUDA only: atomics on an in-kernel array (thread-local memory) fault with error 719.

The backward pass of any kernel that creates an array with `wp.zeros(...)` inside the kernel
accumulates the array's adjoint with atomic adds into thread-local storage, which CUDA does
not support: the launch fails with "unspecified launch failure" (719) in release mode. Debug
mode and the CPU are fine; `buf[j] += v` or `wp.atomic_add(buf, ...)` on such an array crash
the forward pass the same way. ptxas warns when it builds such code: "Cannot do atomic on
local memory".

Run each device in its own process: a 719 leaves the process's CUDA context unusable.
"""

import sys

import numpy as np
import warp as wp

N = 64


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


def expected() -> list[float]:
    """out = 3 x (the array is zeros): every derivative is 3."""
    return [3.0] * N


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cuda:0"
    print(f"d out / d x on {device}: Warp {observed(device)[:4]}..., exact {expected()[:4]}...")
