"""A `return` inside a `while` loop: the backward kernel never returns.

The forward pass runs: v = 0.5 doubles to 1.0, then 2.0 > 1.5, so out = 2.0 and d out / dx = 4.
In the backward kernel Warp replays the loop body; where the forward returned, the replay jumps
(`goto`) to the adjoint of the store, past the update of the loop counter `w`, and then back to
the top of the loop, whose condition is unchanged: the same jump is taken forever. A `for` loop
with the same `return` terminates.

The backward runs in a process of its own, given BACKWARD_S after its forward pass (which builds
both kernels); one that has not returned by then is reported as NaN and the process ends.
"""

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import warp as wp

MODULE = "harness.validate.bugs.reproducers.while_return_adjoint_hang"
ROOT = Path(__file__).resolve().parents[4]
BACKWARD_S = 10.0  # after the forward pass: the backward of one thread takes microseconds
LOAD_S = 300.0  # the forward pass, including building the module


@wp.kernel(module="unique")
def while_return(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    v = x[tid]
    w = int(0)  # noqa: UP018, RUF046 -- a Warp int32 variable, as the generator writes it
    while w < 3:
        w = w + 1
        v = v * 2.0
        if v > 1.5:
            out[tid] = v
            return
    out[tid] = v


def _gradient(device: str) -> None:
    """Print d out / d x, or null when the backward has not returned BACKWARD_S after the forward."""
    x = wp.array([0.5], dtype=float, device=device, requires_grad=True)
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
    code = f"import warp as wp; wp.config.log_level = wp.LOG_WARNING; from {MODULE} import _gradient; _gradient({device!r})"
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=LOAD_S + BACKWARD_S
    )
    if run.returncode != 0 or not run.stdout.strip():
        raise RuntimeError(f"the reproducer's process failed:\n{run.stderr[-2000:]}")
    gradient = json.loads(run.stdout.strip().splitlines()[-1])
    return float("nan") if gradient is None else float(gradient)


def expected() -> float:
    """d out / d x = 4: out = x * 2 * 2 for x = 0.5."""
    return 4.0


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"d out / dx on {device}: Warp {observed(device)} (NaN: the backward never returned), exact {expected()}")
