"""warp-array-shape-adjoint: the adjoint of reading an array's `shape` overwrites the shape of the array's adjoint.

For `n = x.shape[0]` Warp's backward code emits `adj_x.shape = adj_n;` (emit_Attribute treats the array
descriptor's `shape` like a struct field whose adjoint is assigned back), and `adj_n` is a zero-initialised
shape: every adjoint of an `x[i]` read that runs after it in the backward pass (the reads before `x.shape` in
the source) sees an adjoint array of shape (0,). A release build does not check bounds and gets the right
gradient; a `mode="debug"` build aborts the process on its bounds assertion ("i >= -arr.shape[0] &&
i < arr.shape[0]", warp/native/array.h). The kernel below has d out[i] / d x[i] = x.shape[0] = 4.

The debug build's backward runs in a child process (this script, `--debug-backward`), since the assertion
aborts its process.

Run: python warp-array-shape-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import os
import subprocess
import sys

import numpy as np
import warp as wp

N = 4
CHILD = "--debug-backward"
if sys.argv[1:2] == [CHILD]:  # the child: Warp's debug build (bounds checked), chosen before the kernel is built
    wp.config.mode = "debug"


@wp.kernel(module="unique")
def shape_read(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    v = x[i]
    n = x.shape[0]
    out[i] = v * float(n)


def _debug_backward(device: str) -> None:
    """The child: print d out[0] / d x[0] from the debug build's backward."""
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    x = wp.array(np.ones(N, dtype=np.float32), device=device, requires_grad=True)
    out = wp.zeros(N, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(shape_read, dim=N, inputs=[x], outputs=[out], device=device)
    tape.backward(grads={out: wp.ones(N, dtype=float, device=device)})
    print(f"GRAD {float(x.grad.numpy()[0])!r}", flush=True)


def observed(device: str = "cpu") -> float:
    """d out[0] / d x[0] from the debug build's backward; NaN when it aborts the process (what 1.19.0 does)."""
    run = subprocess.run(
        [sys.executable, os.path.abspath(__file__), CHILD, device], capture_output=True, text=True, timeout=600
    )
    for line in reversed(run.stdout.splitlines()):
        if line.startswith("GRAD "):
            return float(line[5:])
    last = " ".join((run.stderr.strip().splitlines() or ["no output"])[-2:])
    print(f"the debug build's backward ends without a gradient (exit status {run.returncode}): {last}", file=sys.stderr)
    return float("nan")


def _forward(x: np.ndarray) -> np.ndarray:
    """The kernel in float64 numpy: each element times the array's length."""
    return np.asarray(x, dtype=np.float64) * float(len(x))


def expected() -> float:
    """Float64 central differences of the kernel's numpy copy, out[0] in x[0], rounded to 6 decimals: 4."""
    h, e = 1e-6, np.eye(N)[0]
    return round(float((_forward(np.ones(N) + h * e)[0] - _forward(np.ones(N) - h * e)[0]) / (2.0 * h)), 6)


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"debug build, d out[0] / d x[0] on {device}: Warp {got} (NaN: the process aborted), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d out[0] / d x[0]: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    if sys.argv[1:2] == [CHILD]:
        _debug_backward(sys.argv[2])
        sys.exit(0)
    main(*sys.argv[1:2])
