"""A chained comparison of array elements (`x[0] < x[1] < x[2]`): Warp refuses to build the kernel.

Warp supports chained comparisons ("Cannot chain comparisons of unequal types: float32 <
wp.ref[float32]" shows it compares the first pair's loaded value with the second pair's
unloaded array reference). The same comparison written `x[0] < x[1] and x[1] < x[2]` builds.
With x = (1, 2, 3) the condition holds and the kernel writes 1.
"""

import sys

import warp as wp


@wp.kernel(module="unique")
def chained_compare(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    out[0] = wp.where(x[0] < x[1] < x[2], 1.0, 0.0)


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    x = wp.array([1.0, 2.0, 3.0], dtype=float, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(chained_compare, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """Python: 1 < 2 < 3 is True."""
    return 1.0 if 1.0 < 2.0 < 3.0 else 0.0


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"x[0] < x[1] < x[2] on {device}: Warp {observed(device)}, exact {expected()}")
