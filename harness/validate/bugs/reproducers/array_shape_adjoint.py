"""The adjoint of reading an array's `shape` overwrites the shape of the array's adjoint.

For `n = x.shape[0]` Warp's backward code emits `adj_x.shape = adj_n;` (emit_Attribute treats the
array descriptor's `shape` like a struct field whose adjoint is assigned back), and `adj_n` is a
zero-initialised shape: every adjoint of an `x[i]` read that runs after it in the backward pass
(the reads before `x.shape` in the source) sees an adjoint array of shape (0,). A release build does
not check bounds and gets the right gradient; a `mode="debug"` build aborts the process on its bounds
assertion ("i >= -arr.shape[0] && i < arr.shape[0]", native/array.h). The kernel below has
d out[i] / d x[i] = x.shape[0] = 4.

The backward runs in a child process (harness/procs.py), since the assertion aborts its process.
"""

import json
import sys

import warp as wp

_CHILD = r"""
import json, sys
import numpy as np
import warp as wp
wp.config.quiet = True
wp.config.mode = "debug"
from harness.validate.bugs.reproducers.array_shape_adjoint import shape_read
device = sys.argv[1]
x = wp.array(np.ones(4, dtype=np.float32), device=device, requires_grad=True)
out = wp.zeros(4, dtype=float, device=device, requires_grad=True)
tape = wp.Tape()
with tape:
    wp.launch(shape_read, dim=4, inputs=[x], outputs=[out], device=device)
tape.backward(grads={out: wp.ones(4, dtype=float, device=device)})
print("GRAD " + json.dumps(float(x.grad.numpy()[0])), flush=True)
"""


@wp.kernel(module="unique")
def shape_read(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    v = x[i]
    n = x.shape[0]
    out[i] = v * float(n)


def observed(device: str = "cpu") -> float:
    """d out[0] / d x[0] from the debug build's backward; NaN when it aborts the process (what 1.19.0 does)."""
    from harness import procs

    run = procs.run([sys.executable, "-c", _CHILD, device], 600)
    for line in reversed(run.stdout.splitlines()):
        if line.startswith("GRAD "):
            return json.loads(line[5:])
    last = (run.stderr.strip().splitlines() or ["no output"])[-2:]
    print(f"the debug build's backward ends without a gradient: {' '.join(last)}", file=sys.stderr)
    return float("nan")


def expected() -> float:
    """out[i] = x[i] * 4: the derivative is the array's length, 4."""
    return 4.0


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"debug build, d out[0]/d x[0] on {device}: Warp {observed(device)}, exact {expected()}")
