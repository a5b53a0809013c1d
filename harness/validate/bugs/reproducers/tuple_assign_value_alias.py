"""Tuple assignment from a local vector (`w, c = v, 1.0`) binds `w` to `v` itself, not a copy:
a later component write to `v` changes `w`.

Warp's plain assignment `w = v` copies (vectors, matrices and structs are value types), and the
tuple form means the same in Python. Warp's tuple branch binds each right-hand value as it is,
so after `v.x = 9.0` the kernel reads 9 from `w.x`. The same holds for matrices
(`m[0, 0] = ...`) and structs (`s.f = ...`). With x[0] = (1, 2, 3) the kernel writes 1.
"""

import sys

import warp as wp


@wp.kernel(module="unique")
def tuple_alias(x: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    v = x[0]
    w, c = v, 1.0
    v.x = 9.0
    out[0] = w.x * c


def observed(device: str = "cpu") -> float:
    """Warp's value of w.x."""
    x = wp.array([[1.0, 2.0, 3.0]], dtype=wp.vec3, device=device)
    out = wp.zeros(1, dtype=float, device=device)
    wp.launch(tuple_alias, dim=1, inputs=[x], outputs=[out], device=device)
    return float(out.numpy()[0])


def expected() -> float:
    """Python's semantics (w = v; c = 1.0, taken before v.x changes): x[0].x."""
    return 1.0


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"w.x after `w, c = v, 1.0; v.x = 9.0` on {device}: Warp {observed(device)}, exact {expected()}")
