"""warp-func-param-component-adjoint (documented behaviour): a @wp.func that assigns a component of one of its own
vector or matrix parameters (`p[2] = s`, `p.z = s`, `m[1, 1] = s`) gets the caller's adjoint of the argument as the
adjoint of the component it wrote, under Warp's default configuration: the gradient flows into `s` although the
caller's vector never changes.

A user function receives a vector by value: in the kernel below `set_z(v, s[i])` leaves the caller's `v` as it was
(Warp's forward pass agrees: out = x), so out = x, d out.z / d x.z = 1 and d out.z / d s = 0. By default Warp's
backward gives d out.z / d s = 1. The parameter holds a value when `p[2] = s` runs, so that is a second assignment
of the component, and Warp's differentiability guide allows each component one assignment; the maintainers closed
NVIDIA/warp issue 1697 on that rule, pointing to ``wp.config.enable_vector_component_overwrites = True``, with which
the gradient here is right.

Run: python warp-func-param-component-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the documented
behaviour: the right gradient with enable_vector_component_overwrites = True (exit status 0; AssertionError where
that changes). ``observed``/``expected`` (the default configuration's gradient, the derivative) are what
`make bisect` compares: the releases where the default configuration gives another value.
"""

import sys

import numpy as np
import warp as wp

X = (1.0, 2.0, 3.0)
S = 0.5


@wp.func
def set_z(p: wp.vec3, s: float):
    p[2] = s


@wp.kernel(module="unique")
def func_param_write(x: wp.array(dtype=wp.vec3), s: wp.array(dtype=float), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    v = x[i]
    set_z(v, s[i])  # v is passed by value: the caller's v is unchanged
    out[i] = v


@wp.kernel(module="unique")
def func_param_write_overwrites(x: wp.array(dtype=wp.vec3), s: wp.array(dtype=float), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    v = x[i]
    set_z(v, s[i])
    out[i] = v


def observed(device: str = "cpu") -> list[float]:
    """[d out.z / d s, d out.z / d x.z, out.z] as Warp computes them under its default configuration."""
    return _gradients(func_param_write, device)


def as_documented(device: str = "cpu") -> tuple[list[float], list[float]]:
    """(Warp's [d out.z / d s, d out.z / d x.z, out.z] with enable_vector_component_overwrites = True, the right ones):
    the same kernel, in a module of its own built with the option on."""
    flag = wp.config.enable_vector_component_overwrites
    wp.config.enable_vector_component_overwrites = True
    try:
        return _gradients(func_param_write_overwrites, device), expected()
    finally:
        wp.config.enable_vector_component_overwrites = flag


def _gradients(kernel, device: str) -> list[float]:
    x = wp.array([X], dtype=wp.vec3, device=device, requires_grad=True)
    s = wp.array([S], dtype=float, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=wp.vec3, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(kernel, dim=1, inputs=[x, s, out], device=device)
    value = float(out.numpy()[0][2])
    tape.backward(grads={out: wp.array([(0.0, 0.0, 1.0)], dtype=wp.vec3, device=device)})
    return [float(s.grad.numpy()[0]), float(x.grad.numpy()[0][2]), value]


def expected() -> list[float]:
    """A numpy copy of the kernel, the vector passed by value as Warp's forward pass passes it (out = x), and
    float64 central differences of out.z in x.z and in s."""
    h = 1e-6

    def set_z_copy(p, s):
        p = np.array(p, dtype=np.float64)  # the function's own copy
        p[2] = s

    def out_z(x, s):
        v = np.array(x, dtype=np.float64)
        set_z_copy(v, s)
        return float(v[2])

    x = np.array(X, dtype=np.float64)
    step = np.array([0.0, 0.0, h])
    dx = (out_z(x + step, S) - out_z(x - step, S)) / (2 * h)
    ds = (out_z(x, S + h) - out_z(x, S - h)) / (2 * h)
    return [round(ds, 6), round(dx, 6), out_z(x, S)]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    default, want = observed(device), expected()
    got, _ = as_documented(device)
    print(f"[d out.z / d s, d out.z / d x.z, out.z] on {device}: Warp {default} by default, {got} with "
          f"enable_vector_component_overwrites = True, expected {want}")  # fmt: skip
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"with enable_vector_component_overwrites = True: Warp {got}, expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
