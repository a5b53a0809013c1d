"""wp.norm_l1 of a float64 vector: Warp refuses to build the kernel.

Warp documents wp.norm_l1(v: Vector[Float, Any]); its implementation (warp/_src/math.py) starts
from `n = float(0.0)` (float32) and adds `wp.abs(v[i])` (float64): "Input types must be the same,
got ['float32', 'float64']". wp.norm_huber, wp.norm_pseudo_huber and wp.smooth_normalize mix
float32 literals with the vector's type the same way. The L1 norm of (1, -2, 3) is 6.
"""

import sys

import warp as wp


@wp.kernel(module="unique")
def norm_l1_float64(x: wp.array(dtype=wp.vec3d), out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    out[i] = wp.norm_l1(x[i])


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    x = wp.array([[1.0, -2.0, 3.0]], dtype=wp.vec3d, device=device)
    out = wp.zeros(1, dtype=wp.float64, device=device)
    try:
        wp.launch(norm_l1_float64, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """|1| + |-2| + |3|."""
    return 6.0


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"wp.norm_l1(vec3d(1, -2, 3)) on {device}: Warp {observed(device)}, exact {expected()}")
