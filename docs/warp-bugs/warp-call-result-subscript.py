"""warp-call-result-subscript: a subscript of a call that returns several values (`f(x)[1]`, a @wp.func that
returns a tuple, or a builtin such as wp.quat_to_axis_angle or wp.svd3) crashes Warp's code generator with an
internal error ("AttributeError: 'list' object has no attribute 'type'").

Bound to a name first (`t = f(x); t[1]`) the same value builds and is right, so Warp does support
indexing the tuple; only the direct subscript of the call fails. f(1) = (2, 3), so f(1)[1] is 3.

Run: python warp-call-result-subscript.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp


@wp.func
def two_values(x: float):
    return x * 2.0, x * 3.0


@wp.kernel(module="unique")
def call_then_index(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    out[0] = two_values(x[0])[1]


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN where Warp refuses the kernel (what 1.19.0 does)."""
    x = wp.array([1.0], dtype=float, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(call_then_index, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """The same function in Python: (1 * 2, 1 * 3)[1]."""
    return (lambda x: (x * 2.0, x * 3.0))(1.0)[1]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"two_values(1.0)[1] on {device}: Warp {got} (NaN: the kernel is refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"two_values(1.0)[1]: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
