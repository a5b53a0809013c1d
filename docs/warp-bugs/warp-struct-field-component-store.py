"""warp-struct-field-component-store: a store into one component of a vector/matrix field of a struct
(`s.v[1] = x`, `s.v.y = x`, `s.m[1, 0] = x`) has no adjoint (d/dx = 0), and `s.t.p = v` on a transform field is
refused as an assignment "to an array element".

Warp evaluates the store's target `s.v` as a reference to the field (`&s.v`). Its store code treats any reference
to a vector, matrix or transform as an array element: it writes the component through `wp::store(wp::indexref(...))`,
whose adjoint does nothing ("generic store() operations are not differentiable"), and it refuses a transform's part.
The same stores on a local vector (`v = wp.vec3(); v[1] = x`) are differentiated, and a transform's `t.p = v`
builds: Warp's differentiability guide allows assigning each component of a local vector or matrix once, as here.

In the first two kernels out = 3x, so d out / d x = 3; Warp gives 0 (the forward value, 4.5, is right). The third
should write the transform ((1, 2, 3), identity); Warp refuses to build it.

Run: python warp-struct-field-component-store.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = 1.5
P = (1.0, 2.0, 3.0)


@wp.struct
class State:
    v: wp.vec3
    m: wp.mat22


@wp.struct
class Body:
    t: wp.transform


@wp.kernel(module="unique")
def vec_field_component(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    s = State()
    s.v[1] = x[i]
    out[i] = s.v[1] * 3.0


@wp.kernel(module="unique")
def mat_field_component(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    s = State()
    s.m[1, 0] = x[i]
    out[i] = s.m[1, 0] * 3.0


@wp.kernel(module="unique")
def transform_field_translation(p: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.transform)):
    i = wp.tid()
    b = Body()
    b.t = wp.transform_identity()
    b.t.p = p[i]
    out[i] = b.t


def observed(device: str = "cpu") -> list[float]:
    """[out, d out / d x] of the two field kernels, then the transform the third writes (NaN where Warp refuses
    it)."""
    found = []
    for kernel in (vec_field_component, mat_field_component):
        x = wp.array([X], dtype=float, device=device, requires_grad=True)
        out = wp.zeros(1, dtype=float, device=device, requires_grad=True)
        tape = wp.Tape()
        with tape:
            wp.launch(kernel, dim=1, inputs=[x, out], device=device)
        value = float(out.numpy()[0])
        tape.backward(grads={out: wp.array([1.0], dtype=float, device=device)})
        found += [value, float(x.grad.numpy()[0])]
    p = wp.array([P], dtype=wp.vec3, device=device)
    t = wp.zeros(1, dtype=wp.transform, device=device)
    try:
        wp.launch(transform_field_translation, dim=1, inputs=[p, t], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return found + [float("nan")] * 7
    return found + [float(v) for v in t.numpy()[0]]


def expected() -> list[float]:
    """out = 3x in both field kernels (d out / d x = 3: float64 central differences of the same product); the
    transform with translation P and the identity rotation."""
    h = 1e-6
    d = (3.0 * (X + h) - 3.0 * (X - h)) / (2 * h)
    return [3.0 * X, round(d, 6)] * 2 + [*P, 0.0, 0.0, 0.0, 1.0]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"struct field component stores on {device}: Warp {got}, expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"stores into a struct's vector/matrix/transform field: Warp gives {got}, expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
