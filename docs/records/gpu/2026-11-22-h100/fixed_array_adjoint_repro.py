"""Minimal reproductions of what the cuda campaign found, one variant per process
(a launch failure poisons the CUDA context). Run on the GPU box with warp importable:
    python3 repro.py            # runs every variant in a subprocess and prints a table
    python3 repro.py VARIANT    # one variant
"""

import subprocess
import sys

import numpy as np
import warp as wp

N = 64


@wp.kernel
def fixed_array_loop(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    v = x[tid]
    buf = wp.zeros(shape=(6,), dtype=float)
    for j in range(6):
        buf[j] = v
    out[tid] = buf[tid % 6] + buf[5] * 0.5


@wp.kernel
def fixed_array_const_index(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    v = x[tid]
    buf = wp.zeros(shape=(6,), dtype=float)
    buf[2] = v
    out[tid] = buf[2] * 2.0


@wp.kernel
def fixed_array_read_only(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    buf = wp.zeros(shape=(6,), dtype=float)
    out[tid] = x[tid] * 3.0 + buf[tid % 6]


@wp.kernel
def fixed_array_dyn_index(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    v = x[tid]
    buf = wp.zeros(shape=(6,), dtype=float)
    buf[tid % 6] = v
    out[tid] = buf[tid % 6] * 2.0


KERNELS = {k.key: k for k in (fixed_array_loop, fixed_array_const_index, fixed_array_read_only, fixed_array_dyn_index)}


def run(name, device, backward):
    k = KERNELS[name]
    x = wp.array(np.linspace(0.1, 1.0, N, dtype=np.float32), dtype=float, device=device, requires_grad=True)
    out = wp.zeros(N, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(k, dim=N, inputs=[x], outputs=[out], device=device)
    wp.synchronize_device(device)
    res = out.numpy()[:4].tolist()
    if backward:
        tape.backward(grads={out: wp.ones(N, dtype=float, device=device)})
        wp.synchronize_device(device)
        res = x.grad.numpy()[:8].tolist()
    return res


if __name__ == "__main__":
    wp.config.quiet = True
    if len(sys.argv) > 1:
        name, device, backward = sys.argv[1], sys.argv[2], sys.argv[3] == "bwd"
        print(run(name, device, backward))
        sys.exit(0)
    for name in KERNELS:
        for device in ("cpu", "cuda:0"):
            for mode in ("fwd", "bwd"):
                p = subprocess.run([sys.executable, __file__, name, device, mode], capture_output=True, text=True)
                msg = (
                    p.stdout.strip().splitlines()[-1]
                    if p.returncode == 0 and p.stdout.strip()
                    else (p.stderr.strip().splitlines() or ["?"])[-1]
                )
                print(f"{name:26s} {device:7s} {mode}  rc={p.returncode}  {msg[:150]}")
