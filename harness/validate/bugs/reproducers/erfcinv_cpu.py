"""CPU only: wp.erfcinv(x) is computed as erfinv(1 - x), so it is inf for x below about 1e-16.

Warp's CPU math (native/crt.h) defines `erfcinv(x)` as `erfinv(1.0 - x)`: for small x, 1 - x
rounds to 1 (or keeps only a few digits of x) and the result is inf (or off in the 8th digit
at x = 1e-10). erfcinv exists for exactly these arguments: erfcinv(1e-20) is 6.6016 (erfc of it
is 1e-20). CUDA builds call libdevice's __nv_erfcinv (native/cuda_crt.h) instead. Float32 and float64 alike.
"""

import math
import sys

import warp as wp

X = 1e-20


@wp.kernel(module="unique")
def erfcinv_small(x: wp.array(dtype=wp.float64), out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    out[i] = wp.erfcinv(x[i])


def observed(device: str = "cpu") -> float:
    """Warp's erfcinv(1e-20)."""
    x = wp.array([X], dtype=wp.float64, device=device)
    out = wp.zeros(1, dtype=wp.float64, device=device)
    wp.launch(erfcinv_small, dim=1, inputs=[x], outputs=[out], device=device)
    return float(out.numpy()[0])


def expected() -> float:
    """The root of erfc(y) = 1e-20: Newton's method on Python's math.erfc."""
    y = 5.0
    for _ in range(100):
        y -= (math.erfc(y) - X) / (-2.0 / math.sqrt(math.pi) * math.exp(-y * y))
    return y


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"wp.erfcinv(1e-20) on {device}: Warp {observed(device)}, exact {expected()}")
