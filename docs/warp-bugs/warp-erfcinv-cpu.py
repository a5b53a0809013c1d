"""warp-erfcinv-cpu: CPU only. wp.erfcinv(x) is computed as erfinv(1 - x), so it is inf for x below about 1e-16.

Warp's CPU math (warp/native/crt.h) defines `erfcinv(x)` as `erfinv(1.0 - x)`: for small x, 1 - x rounds to 1
(or keeps only a few digits of x) and the result is inf (or off in the 8th digit at x = 1e-10). erfcinv exists
for exactly these arguments: erfcinv(1e-20) is 6.6016 (erfc of it is 1e-20). CUDA builds call libdevice's
__nv_erfcinv (warp/native/cuda_crt.h) instead. Float32 and float64 alike.

Run: python warp-erfcinv-cpu.py [cpu]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import math
import sys

import numpy as np
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
    """The root of erfc(y) = 1e-20: Newton's method on Python's math.erfc (accurate in relative terms down to
    erfc's underflow), in float64: 6.601580622355143."""
    y = 5.0
    for _ in range(100):
        y -= (math.erfc(y) - X) / (-2.0 / math.sqrt(math.pi) * math.exp(-y * y))
    return y


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"wp.erfcinv({X}) on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"wp.erfcinv({X}): Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
