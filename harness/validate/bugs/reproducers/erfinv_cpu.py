"""CPU only: wp.erfinv(z) for small z is computed as ndtri((z + 1) / 2) / sqrt(2), so it is 0 for
|z| below about 1e-16.

Warp's CPU math (native/crt.h) forms (z + 1) / 2 before inverting the normal CDF: the sum
rounds z away (1 + 1e-20 == 1), so erfinv(1e-20) is 0, and at z = 1e-10 only about 7 digits
survive. erfinv(z) = sqrt(pi) / 2 * (z + pi z^3 / 12 + ...): erfinv(1e-20) is 8.862e-21. CUDA
builds call libdevice's __nv_erfinv (native/cuda_crt.h) instead. Float32 and float64 alike.

The reproducer compares erfinv(z) / z (a value of order 1e-20 would pass any absolute
tolerance): Warp gives 0, the series sqrt(pi) / 2.
"""

import math
import sys

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
    """The series sqrt(pi) / 2 * (1 + pi z^2 / 12 + ...), divided by z: sqrt(pi) / 2 at z = 1e-20."""
    return math.sqrt(math.pi) / 2.0 * (1.0 + math.pi * Z * Z / 12.0)


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"wp.erfinv(1e-20) / 1e-20 on {device}: Warp {observed(device)}, exact {expected()}")
