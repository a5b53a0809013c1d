"""warp-wide-cast-retypes-name: `wp.float64(n)` (also `wp.int64`, `wp.uint64`) of a local bound to a literal
(`n = 5`) changes the type of `n` itself: a later `n + 1` is float64 + int32, and Warp refuses the kernel
("Input types must be the same, got ['float64', 'int32']").

A cast makes a new value; Python, and Warp for every other spelling (`n = int(5)`, `wp.float32(n)`,
`wp.uint8(n)`), leave `n` an int. Warp's builder retypes the literal's variable to build a 64-bit value from it
without narrowing (warp/_src/codegen.py, "Repurpose the original arg variable"), which is right for
`wp.float64(5)` and wrong when the literal has a name. The kernel writes 6.

Run: python warp-wide-cast-retypes-name.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp


@wp.kernel(module="unique")
def wide_cast(wide: wp.array(dtype=wp.float64), out: wp.array(dtype=int)):
    n = 5
    wide[0] = wp.float64(n)
    out[0] = n + 1


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    wide = wp.zeros(1, dtype=wp.float64, device=device)
    out = wp.zeros(1, dtype=int, device=device)
    try:
        wp.launch(wide_cast, dim=1, inputs=[wide], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """The kernel's body run as Python: n = 5; float(n) leaves n an int; n + 1 is 6."""
    wide = [0.0]
    n = 5
    wide[0] = float(n)
    return float(n + 1)


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"n + 1 after wp.float64(n) on {device}: Warp {got} (NaN: the kernel is refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"n + 1 after wp.float64(n): Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
