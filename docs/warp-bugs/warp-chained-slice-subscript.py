"""warp-chained-slice-subscript: a subscript of a sliced vector or matrix (`m[0:2][1]`, `v[1:4][0]`) is read as
one subscript with the indices joined (`m[0:2, 1]`, `v[1:4, 0]`): a matrix gives a column where Python and
NumPy give a row (silently wrong), and a vector is refused.

`m[0:2]` is the matrix of the first two rows, so `m[0:2][1]` is row 1. For m = [[1, 2], [3, 4]] that is
(3, 4); Warp gives (2, 4), column 1 of rows 0 and 1. `b = m[0:2]; b[1]` gives (3, 4): only the chained
spelling is wrong.

Run: python warp-chained-slice-subscript.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

M = ((1.0, 2.0), (3.0, 4.0))


@wp.kernel(module="unique")
def row_of_sliced_rows(m: wp.array(dtype=wp.mat22), out: wp.array(dtype=wp.vec2)):
    a = m[0]
    out[0] = a[0:2][1]


def observed(device: str = "cpu") -> list[float]:
    """Warp's value; NaN where Warp refuses the kernel."""
    m = wp.array([M], dtype=wp.mat22, device=device)
    out = wp.zeros(1, dtype=wp.vec2, device=device)
    try:
        wp.launch(row_of_sliced_rows, dim=1, inputs=[m], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return [float("nan")] * 2
    return [float(v) for v in out.numpy()[0]]


def expected() -> list[float]:
    """NumPy's (and Python's) meaning of the same subscripts: rows 0..1, then row 1 of those."""
    return [float(v) for v in np.array(M)[0:2][1]]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"m[0:2][1] for m = {M} on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"m[0:2][1]: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
