"""Tuple assignment from array elements binds references: the names cannot be assigned again.

`a, b = x[0], x[1]` then `a = a + 1.0` is refused ("assigning to existing symbol a
(wp.ref[float32]) with different type (float32)"); `a += 1.0` likewise. The same program with
`a = x[0]; b = x[1]` builds and runs: a plain assignment loads the value, the tuple form keeps
the array reference. With x = (2, 5) the kernel computes (2 + 1) * 10 + 5 = 35.
"""

import sys

import warp as wp


@wp.kernel(module="unique")
def tuple_assign(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    a, b = x[0], x[1]
    a = a + 1.0
    out[0] = a * 10.0 + b


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    x = wp.array([2.0, 5.0], dtype=float, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(tuple_assign, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """Python's semantics: a = 2 + 1, b = 5."""
    return (2.0 + 1.0) * 10.0 + 5.0


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"tuple assignment on {device}: Warp {observed(device)}, exact {expected()}")
