"""More GPU probes, one per process: forward atomics into an in-kernel array, and the CPU-found
adjoint bugs (wp.mod d/db, in-place component update) on CUDA."""

import subprocess
import sys

import numpy as np
import warp as wp

N = 64


@wp.kernel
def fwd_atomic_local(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    buf = wp.zeros(shape=(6,), dtype=float)
    wp.atomic_add(buf, tid % 6, x[tid])
    out[tid] = buf[tid % 6]


@wp.kernel
def fwd_inplace_local(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    buf = wp.zeros(shape=(6,), dtype=float)
    buf[tid % 6] += x[tid]
    out[tid] = buf[tid % 6]


@wp.kernel
def mod_adjoint(a: wp.array(dtype=float), b: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.mod(a[i], b[i])


@wp.kernel
def component_overwrite(x: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    v = x[i]
    v[0] = v[1] * 2.0
    out[i] = v


def run(name, device):
    if name in ("fwd_atomic_local", "fwd_inplace_local"):
        k = globals()[name]
        x = wp.array(np.linspace(0.1, 1.0, N, dtype=np.float32), dtype=float, device=device)
        out = wp.zeros(N, dtype=float, device=device)
        wp.launch(k, dim=N, inputs=[x], outputs=[out], device=device)
        wp.synchronize_device(device)
        return out.numpy()[:4].tolist()
    if name == "mod_adjoint":
        a = wp.array([7.5], dtype=float, device=device, requires_grad=True)
        b = wp.array([2.0], dtype=float, device=device, requires_grad=True)
        out = wp.zeros(1, dtype=float, device=device, requires_grad=True)
        t = wp.Tape()
        with t:
            wp.launch(mod_adjoint, dim=1, inputs=[a, b], outputs=[out], device=device)
        t.backward(grads={out: wp.ones(1, dtype=float, device=device)})
        return f"d/da={a.grad.numpy()[0]} d/db={b.grad.numpy()[0]} (exact d/db=-3)"
    if name == "component_overwrite":
        x = wp.array([[1.0, 2.0, 3.0]], dtype=wp.vec3, device=device, requires_grad=True)
        out = wp.zeros(1, dtype=wp.vec3, device=device, requires_grad=True)
        t = wp.Tape()
        with t:
            wp.launch(component_overwrite, dim=1, inputs=[x], outputs=[out], device=device)
        t.backward(grads={out: wp.array([[1.0, 0.0, 0.0]], dtype=wp.vec3, device=device)})
        return f"d out.x / d x = {x.grad.numpy()[0].tolist()} (exact [0, 2, 0])"


if __name__ == "__main__":
    wp.config.quiet = True
    if len(sys.argv) > 1:
        print(run(sys.argv[1], sys.argv[2]))
        sys.exit(0)
    for name in ("fwd_atomic_local", "fwd_inplace_local", "mod_adjoint", "component_overwrite"):
        for device in ("cpu", "cuda:0"):
            p = subprocess.run([sys.executable, __file__, name, device], capture_output=True, text=True)
            lines = (p.stdout.strip() or p.stderr.strip() or "?").splitlines()
            print(f"{name:20s} {device:7s} rc={p.returncode}  {lines[-1][:160]}")
