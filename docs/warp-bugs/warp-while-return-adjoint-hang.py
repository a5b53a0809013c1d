"""warp-while-return-adjoint-hang: a `return` inside a `while` loop: the backward kernel never returns.

The forward pass is right: v = 0.5 doubles to 1.0, then 2.0 > 1.5, so out = 2.0 and d out / dx = 4. In the
backward kernel Warp replays the loop body; where the forward returned, the replay jumps (`goto`) to the adjoint
of the store, past the update of the loop counter `w`, and then back to the top of the loop, whose condition is
unchanged: the same jump is taken forever. A `for` loop with the same `return` terminates.

The backward runs in a child process (this script, `--backward`), given BACKWARD_S after its forward pass
(which builds both kernels); one that has not returned by then counts as a hang (NaN) and the child ends.

Run: python warp-while-return-adjoint-hang.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import json
import os
import subprocess
import sys
import threading

import numpy as np
import warp as wp

X = 0.5
BACKWARD_S = 5.0  # after the forward pass: the backward of one thread takes microseconds
LOAD_S = 300.0  # the forward pass, including building the module


@wp.kernel(module="unique")
def while_return(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    v = x[tid]
    w = int(0)  # noqa: UP018, RUF046 -- a Warp int32 variable
    while w < 3:
        w = w + 1
        v = v * 2.0
        if v > 1.5:
            out[tid] = v
            return
    out[tid] = v


def _backward(device: str) -> None:
    """The child: print d out / d x, or null when the backward has not returned BACKWARD_S after the forward."""
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    x = wp.array([X], dtype=float, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(while_return, dim=1, inputs=[x], outputs=[out], device=device)
    wp.synchronize_device(device)
    found = {}

    def backward():
        tape.backward(grads={out: wp.ones(1, dtype=float, device=device)})
        found["gradient"] = float(x.grad.numpy()[0])

    worker = threading.Thread(target=backward, daemon=True)  # Warp's launch releases the GIL
    worker.start()
    worker.join(BACKWARD_S)
    print(json.dumps(found.get("gradient")), flush=True)
    os._exit(0)  # without waiting for a backward that never returns


def observed(device: str = "cpu") -> float:
    """d out / d x as Warp's backward computes it; NaN when the backward does not return."""
    run = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--backward", device],
        capture_output=True,
        text=True,
        timeout=LOAD_S + BACKWARD_S,
    )
    if run.returncode != 0 or not run.stdout.strip():
        raise RuntimeError(f"the backward's process failed:\n{run.stderr[-2000:]}")
    gradient = json.loads(run.stdout.strip().splitlines()[-1])
    return float("nan") if gradient is None else float(gradient)


def _forward(x: float) -> float:
    """The kernel's body run as Python in float64."""
    v, w = x, 0
    while w < 3:
        w = w + 1
        v = v * 2.0
        if v > 1.5:
            return v
    return v


def expected() -> float:
    """Float64 central differences of the kernel's body run as Python, rounded to 6 decimals: out = 4 x near
    x = 0.5, so 4."""
    h = 1e-6
    return round((_forward(X + h) - _forward(X - h)) / (2.0 * h), 6)


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(f"d out / d x on {device}: Warp {got} (NaN: the backward never returned), expected {want}")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d out / d x: Warp gives {got}, expected {want}"


if __name__ == "__main__":
    if sys.argv[1:2] == ["--backward"]:
        _backward(sys.argv[2])
    main(*sys.argv[1:2])
