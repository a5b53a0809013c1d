"""warp-vector-unpack: unpacking a vector (`x, y, z = v`, also `p, q = pts[i]` of an array of wp.vec2, and
quaternions and matrices) crashes Warp's code generator with an internal error ("TypeError: object of type
'Var' has no len()") instead of binding the components or refusing the kernel with a message.

Python unpacks the three components, and so does Warp's own Python scope (`x, y, z = wp.vec3(1.0, 2.0, 3.0)`
outside a kernel). In a kernel the tuple branch of the assignment unpacks Warp's tuple type by index and
otherwise calls `len()` on the right-hand variable. With v = (1, 2, 3) the kernel should write
100 x + 10 y + z = 123.

Run: python warp-vector-unpack.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

V = (1.0, 2.0, 3.0)


@wp.kernel(module="unique")
def unpack_vector(v: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    x, y, z = v[0]
    out[0] = x * 100.0 + y * 10.0 + z


def observed(device: str = "cpu") -> float:
    """Warp's value; NaN where Warp refuses the kernel (what 1.19.0 does)."""
    v = wp.array([V], dtype=wp.vec3, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(unpack_vector, dim=1, inputs=[v], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def expected() -> float:
    """Python's unpacking of the same three components."""
    x, y, z = V
    return x * 100.0 + y * 10.0 + z


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"x, y, z = v for v = {V} on {device}: Warp {got} (NaN: the kernel is refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"x, y, z = v: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
