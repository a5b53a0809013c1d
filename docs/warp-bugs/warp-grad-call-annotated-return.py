"""warp-grad-call-annotated-return: `wp.grad(f)(x)` inside a kernel does not build when the @wp.func `f` is
annotated with Python's `float` (or `int`) as its return type.

Warp lowers the call to its adjoint, seeded with a local adjoint of the return value set to one. It writes that
seed as `{ctype}(1)`, the return type's C++ name applied to 1, and the C++ name of Python's `float` is `float`:
the generated line is `var_N = float(1);`. Generated modules define `#define float(x) cast_float(x)` (so that
`float(x)` in a kernel is Warp's cast), the macro turns the seed into `cast_float(1)`, and outside namespace `wp`
no `cast_float` is declared: the CPU build fails with "use of undeclared identifier 'cast_float'; did you mean
'wp::cast_float'?". Without the annotation Warp infers wp.float32, writes `wp::float32(1)`, and the kernel builds
and gives the derivative.

The script runs `out[i] = wp.grad(square)(x[i])` with `square(a) = a * a` annotated `-> float`: the derivative is
2 * a, so x = [1.5, -2] gives [3, -4]; NaN where Warp refuses the kernel.

Run: python warp-grad-call-annotated-return.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = [1.5, -2.0]


@wp.func
def square(a: float) -> float:
    return a * a


@wp.kernel(enable_backward=False, module="unique")
def square_derivative(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.grad(square)(x[i])  # builds without "-> float" on square


def observed(device: str = "cpu") -> list[float]:
    """Warp's d square / d a at each X (NaN: Warp refuses the kernel)."""
    x = wp.array(X, dtype=float, device=device)
    out = wp.zeros(len(X), dtype=float, device=device)
    try:
        wp.launch(square_derivative, dim=len(X), inputs=[x, out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
        return [float("nan")] * len(X)
    return out.numpy().tolist()


def expected() -> list[float]:
    """The analytic derivative of a * a: 2 * a."""
    return [2.0 * a for a in X]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"wp.grad of a helper annotated -> float on {device}: Warp {got} (NaN: refused), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"wp.grad(f) of a helper annotated -> float: Warp gives {got}, expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
