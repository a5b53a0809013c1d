"""warp-erfinv-cpu: CPU only. wp.erfinv(z) for small z is computed as ndtri((z + 1) / 2) / sqrt(2), so it is 0
for |z| below about 1e-16.

Warp's CPU math (warp/native/crt.h) forms (z + 1) / 2 before inverting the normal CDF: the sum rounds z away
(1 + 1e-20 == 1), so erfinv(1e-20) is 0, and at z = 1e-10 only about 7 digits survive.
erfinv(z) = sqrt(pi) / 2 * (z + pi z^3 / 12 + ...): erfinv(1e-20) is 8.862e-21. CUDA builds call libdevice's
__nv_erfinv (warp/native/cuda_crt.h) instead. Float32 and float64 alike.

The script compares erfinv(z) / z (a value of order 1e-20 would pass any absolute tolerance): Warp gives 0,
the series sqrt(pi) / 2.

Run: python warp-erfinv-cpu.py [cpu]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import math
import sys

import numpy as np
import warp as wp

Z = 1e-20


@wp.kernel(module="unique")
def erfinv_small(z: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.erfinv(z[i])


def observed(device: str = "cpu") -> float:
    """Warp's erfinv(1e-20), divided by 1e-20."""
    z = wp.array([Z], dtype=float, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    wp.launch(erfinv_small, dim=1, inputs=[z], outputs=[out], device=device)
    return float(out.numpy()[0]) / float(z.numpy()[0])


def expected() -> float:
    """The Maclaurin series sqrt(pi) / 2 * (z + pi z^3 / 12 + ...), divided by z, in float64: sqrt(pi) / 2 at
    z = 1e-20 (math.erf of that value gives z back: erf(y) = 2 / sqrt(pi) * (y - y^3 / 3 + ...))."""
    return math.sqrt(math.pi) / 2.0 * (1.0 + math.pi * Z * Z / 12.0)


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"wp.erfinv({Z}) / {Z} on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"wp.erfinv({Z}) / {Z}: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
