"""warp-func-replay-return-annotation: wp.func_replay refuses a replay function written with its return
annotation, the form Warp's differentiability guide ("Custom Gradient Functions") shows:

    @wp.func_replay(myfunc)
    def replay_myfunc(in1: InType1, ..., inN: InTypeN) -> OutType1, ..., OutTypeM:

func_replay matches the replay function's annotations against the forward function's overloads, and the
annotations include 'return': the return type is taken for one more argument, no overload matches, and the
decorator raises RuntimeError ("Could not find forward definition of function twice that matches custom replay
definition with arguments: x: float, return: float"). With an array argument, formatting that message raises
AttributeError ('array' object has no attribute '__name__'). Without `-> float` both replay functions register.

The script registers each replay function, then runs a kernel that calls its forward function: with
x = 1.5 and a = [2], twice(x) = 3 and scaled(a, x) = 3; NaN where Warp refuses the replay function.

Run: python warp-func-replay-return-annotation.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

X = 1.5
A = 2.0


@wp.func
def twice(x: float) -> float:
    return x * 2.0


@wp.func
def scaled(a: wp.array(dtype=float), x: float) -> float:
    return x * a[0]


@wp.kernel(module="unique")
def apply_twice(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = twice(x[i])


@wp.kernel(module="unique")
def apply_scaled(a: wp.array(dtype=float), x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = scaled(a, x[i])


def _refused(error: Exception) -> float:
    print(f"Warp raises {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
    return float("nan")


def observed(device: str = "cpu") -> list[float]:
    """Each kernel's output once the replay function of its forward function is registered (NaN: refused)."""
    found = []
    x = wp.array([X], dtype=float, device=device)
    try:

        @wp.func_replay(twice)
        def replay_twice(x: float) -> float:  # the documented form, with the return annotation
            return x * 2.0

    except Exception as error:
        found.append(_refused(error))
    else:
        out = wp.zeros(1, dtype=float, device=device)
        wp.launch(apply_twice, dim=1, inputs=[x, out], device=device)
        found.append(float(out.numpy()[0]))
    a = wp.array([A], dtype=float, device=device)
    try:

        @wp.func_replay(scaled)
        def replay_scaled(a: wp.array(dtype=float), x: float) -> float:
            return x * a[0]

    except Exception as error:
        found.append(_refused(error))
    else:
        out = wp.zeros(1, dtype=float, device=device)
        wp.launch(apply_scaled, dim=1, inputs=[a, x, out], device=device)
        found.append(float(out.numpy()[0]))
    return found


def expected() -> list[float]:
    """twice(X) and scaled([A], X) in Python."""
    return [X * 2.0, X * A]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(
        f"kernels whose functions have annotated replay functions on {device}: Warp {got} (NaN: refused), expected {want}"
    )
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), (
        f"replay functions with a return annotation: Warp gives {got}, expected {want}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
