"""warp-chained-compare-array-ref: a chained comparison of array elements (`x[0] < x[1] < x[2]`): Warp refuses
to build the kernel ("Cannot chain comparisons of unequal types: float32 < wp.ref[float32]").

Warp supports chained comparisons; the message shows it compares the first pair's loaded value with the
second pair's unloaded array reference. The same comparison written `x[0] < x[1] and x[1] < x[2]` builds.
With x = (1, 2, 3) the condition holds and the kernel writes 1.

Run: python warp-chained-compare-array-ref.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = (1.0, 2.0, 3.0)


@wp.kernel(module="unique")
def chained_compare(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    out[0] = wp.where(x[0] < x[1] < x[2], 1.0, 0.0)


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    x = wp.array(X, dtype=float, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(chained_compare, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """Python's chained comparison on the same values: 1 < 2 < 3 is True."""
    x = X
    return 1.0 if x[0] < x[1] < x[2] else 0.0


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"x[0] < x[1] < x[2] for x = {X} on {device}: Warp {got} (NaN: the kernel is refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"x[0] < x[1] < x[2]: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
