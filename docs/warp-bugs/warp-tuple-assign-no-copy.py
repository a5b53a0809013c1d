"""warp-tuple-assign-no-copy: a tuple assignment binds each right-hand value as it is, without the load or copy a
plain assignment makes (the tuple branch of `Adjoint.emit_Assign`, warp/_src/codegen.py). Three symptoms of the
one root cause, each its own check (each expected value is what Python's semantics give):

1. From array elements, `a, b = x[0], x[1]` binds array references: assigning to `a` again (`a = a + 1.0`,
   `a += 1.0`) is refused ("assigning to existing symbol a (wp.ref[float32]) with different type (float32)");
   `a = x[0]; b = x[1]` builds. With x = (2, 5): (2 + 1) * 10 + 5 = 35.
2. The same binding gives a silently wrong value: `a, b = x[0], x[1]; x[0] = 9.0` leaves `a == 9` (it reads
   the element when used, not when assigned). With x = (2, 5): a = 2.
3. From a local vector (`w, c = v, 1.0`), `w` is `v` itself, not a copy: a later `v.x = 9.0` changes `w`
   (matrices and structs alike). With x[0] = (1, 2, 3): w.x = 1.

Run: python warp-tuple-assign-no-copy.py [cpu|cuda:0]  (warp and numpy only). It asserts the right values:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp


@wp.kernel(module="unique")
def tuple_assign(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    a, b = x[0], x[1]
    a = a + 1.0
    out[0] = a * 10.0 + b


@wp.kernel(module="unique")
def tuple_then_store(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    a, b = x[0], x[1]  # noqa: F841 (b: the tuple form is the point)
    x[0] = 9.0
    out[0] = a


@wp.kernel(module="unique")
def tuple_alias(x: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    v = x[0]
    w, c = v, 1.0
    v.x = 9.0
    out[0] = w.x * c


CHECKS = (
    "a, b = x[0], x[1]; a = a + 1.0; a * 10 + b",
    "a, b = x[0], x[1]; x[0] = 9.0; a",
    "w, c = v, 1.0; v.x = 9.0; w.x",
)


def _launch(kernel, x, device: str) -> float:
    out = wp.zeros(1, dtype=float, device=device)
    try:
        wp.launch(kernel, dim=1, inputs=[x], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return float("nan")
    return float(out.numpy()[0])


def observed(device: str = "cpu") -> list[float]:
    """Warp's values of the three checks; NaN where Warp refuses to build the kernel (1.19.0 refuses the first)."""
    return [
        _launch(tuple_assign, wp.array([2.0, 5.0], dtype=float, device=device), device),
        _launch(tuple_then_store, wp.array([2.0, 5.0], dtype=float, device=device), device),
        _launch(tuple_alias, wp.array([[1.0, 2.0, 3.0]], dtype=wp.vec3, device=device), device),
    ]


def expected() -> list[float]:
    """The kernels' bodies run as Python on a list (an element read is a float), and the third with the copy a
    plain `w = v` of a Warp vector makes (vectors are value types): 35, 2, 1."""
    x = [2.0, 5.0]
    a, b = x[0], x[1]
    a = a + 1.0
    first = a * 10.0 + b
    x = [2.0, 5.0]
    a, b = x[0], x[1]
    x[0] = 9.0
    second = a
    v = np.array([1.0, 2.0, 3.0])
    w, c = v.copy(), 1.0
    v[0] = 9.0
    return [first, second, float(w[0] * c)]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    for what, g, e in zip(CHECKS, got, want, strict=True):
        print(f"{what} on {device}: Warp {g} (NaN: the kernel is refused), expected {e}")
    wrong = [what for what, g, e in zip(CHECKS, got, want, strict=True) if not np.allclose(g, e, rtol=1e-5, atol=1e-6)]
    assert not wrong, f"Warp's value differs from Python's for: {'; and '.join(wrong)} (Warp {got}, expected {want})"


if __name__ == "__main__":
    main(*sys.argv[1:2])
