"""warp-vector-unpack (a limitation): unpacking a vector (`x, y, z = v`, also `p, q = pts[i]` of an array of
wp.vec2, and quaternions and matrices) crashes Warp's code generator with an internal error ("TypeError: object of
type 'Var' has no len()") instead of binding the components or refusing the kernel with a message.

Warp's documentation does not say that a kernel can unpack a vector, so refusing it is Warp's call; the defect is
the refusal's form: a Python TypeError from inside emit_Assign instead of Warp's own error naming the construct.
Python unpacks the three components, and so does Warp's own Python scope (`x, y, z = wp.vec3(1.0, 2.0, 3.0)`
outside a kernel). In a kernel the tuple branch of the assignment unpacks Warp's tuple type by index and
otherwise calls `len()` on the right-hand variable.

Run: python warp-vector-unpack.py [cpu|cuda:0]  (warp and numpy only). It asserts an acceptable outcome: the
components (100 x + 10 y + z = 123 for v = (1, 2, 3)), or a refusal with Warp's own code generation error
(WarpCodegen...). AssertionError on a Warp release with the internal error, exit status 0 on one without.
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
    """1.0 where Warp gives the right value or refuses the kernel with its own code generation error; 0.0 where it
    gives another value or refuses it with an internal error (what 1.19.0 does)."""
    v = wp.array([V], dtype=wp.vec3, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(unpack_vector, dim=1, inputs=[v], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return 1.0 if type(error).__name__.startswith("WarpCodegen") else 0.0
    return 1.0 if np.isclose(float(out.numpy()[0]), unpacked()) else 0.0


def unpacked() -> float:
    """Python's unpacking of the same three components."""
    x, y, z = V
    return x * 100.0 + y * 10.0 + z


def expected() -> float:
    """An acceptable outcome: the components, or a clear refusal."""
    return 1.0


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got = observed(device)
    print(f"x, y, z = v for v = {V} on {device}: {'acceptable' if got == 1.0 else 'an internal error or a wrong value'} "
          f"(Python gives {unpacked()})")  # fmt: skip
    assert got == expected(), "x, y, z = v: Warp neither unpacks the vector nor refuses it with a code generation error"


if __name__ == "__main__":
    main(*sys.argv[1:2])
