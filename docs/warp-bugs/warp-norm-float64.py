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


@wp.kernel(module="unique")
def norm_huber_float64(x: wp.array(dtype=wp.vec3d), delta: wp.float64, out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    out[i] = wp.norm_huber(x[i], delta)


DELTA = 1.0


def _value(kernel, inputs: list, device: str) -> float:
    """Warp's value; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    x = wp.array([V], dtype=wp.vec3d, device=device)
    out = wp.zeros(1, dtype=wp.float64, device=device)
    try:
        wp.launch(kernel, dim=1, inputs=[x, *inputs], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def observed(device: str = "cpu") -> list[float]:
    """[wp.norm_l1(v), wp.norm_huber(v, delta)] of a vec3d, delta a float64 (norm_l1 built last: its refusal is
    the last 'Warp raises' line, which `make bisect` records)."""
    huber = _value(norm_huber_float64, [wp.float64(DELTA)], device)
    return [_value(norm_l1_float64, [], device), huber]


def expected() -> list[float]:
    """numpy in float64: |1| + |-2| + |3| = 6; Huber: |v| = sqrt(14) > delta, so delta (|v| - delta / 2)."""
    v = np.array(V, dtype=np.float64)
    length = float(np.linalg.norm(v))
    huber = 0.5 * length**2 if length <= DELTA else DELTA * (length - 0.5 * DELTA)
    return [float(np.linalg.norm(v, ord=1)), huber]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"[wp.norm_l1, wp.norm_huber(delta=float64)] of vec3d{V} on {device}: Warp {got} (NaN: the kernel is "
          f"refused), expected {want}")  # fmt: skip
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"wp.norm_l1 and wp.norm_huber of a vec3d: Warp gives {got}, expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
