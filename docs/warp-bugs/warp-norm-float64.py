"""warp-norm-float64: wp.norm_l1 of a float64 vector: Warp refuses to build the kernel.

Warp documents wp.norm_l1(v: Vector[Float, Any]); its implementation (warp/_src/math.py) starts from
`n = float(0.0)` (float32) and adds `wp.abs(v[i])` (float64): "Input types must be the same, got ['float32',
'float64']". wp.norm_huber, wp.norm_pseudo_huber and wp.smooth_normalize mix float32 literals with the
vector's type the same way. The L1 norm of (1, -2, 3) is 6.

Run: python warp-norm-float64.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

V = (1.0, -2.0, 3.0)


@wp.kernel(module="unique")
def norm_l1_float64(x: wp.array(dtype=wp.vec3d), out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    out[i] = wp.norm_l1(x[i])


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    x = wp.array([V], dtype=wp.vec3d, device=device)
    out = wp.zeros(1, dtype=wp.float64, device=device)
    try:
        wp.launch(norm_l1_float64, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """numpy's L1 norm in float64: |1| + |-2| + |3| = 6."""
    return float(np.linalg.norm(np.array(V, dtype=np.float64), ord=1))


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"wp.norm_l1(vec3d{V}) on {device}: Warp {got} (NaN: the kernel is refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"wp.norm_l1 of a vec3d: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
