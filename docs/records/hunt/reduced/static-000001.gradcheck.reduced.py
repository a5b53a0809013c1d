"""Reduced by `make reduce` from static-000001 (check: gradcheck).
Signature: gradcheck: wp.frac, wp.static
dout0[0]/dx1[0]: adjoint 0, finite differences 0.999999887 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.func
def static_000001_op0(x: wp.float64) -> wp.float64:
    return wp.float64(1.0)

@wp.func
def static_000001_op1(x: wp.float64) -> wp.float64:
    return wp.float64(1.0)

@wp.func
def static_000001_op2(x: wp.float64) -> wp.float64:
    return wp.frac(x)
OPS = (static_000001_op0, static_000001_op1, static_000001_op2)

@wp.kernel
def static_000001_t(x0: wp.array[Any], x1: wp.array[Any], out0: wp.array[Any], out1: wp.array[Any]):
    tid = wp.tid()
    v1 = x1[tid]
    v6 = wp.float64(0.0)
    for u7 in range(wp.static(len(OPS))):
        v6 += wp.static(OPS[u7])(v1)
    out0[tid] = v6
static_000001 = wp.overload(static_000001_t, {'x0': wp.array[wp.float64], 'x1': wp.array[wp.float64], 'out0': wp.array[wp.float64], 'out1': wp.array[wp.float64]})


KERNEL = static_000001
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [-1.761881907996988, -0.7058940932358158, -1.1113113251236433, -1.2648842960106141, 0.349459402057017, -0.794042365399596, 0.21449371668155193, -1.4382894965484372, 1.335211340769118, -1.396998160298799, 1.8613230062848642, 0.7182687351706543, 1.3509258824730148, -1.114975651533498, -0.3048391501636667, -1.6784547130602117], "x1": [1.9663094635609508, -0.9993113530920015, 0.881770913420227, 0.3335234388150008, -1.066500146728639, 1.1197902993228492, -1.8595094550239453, 1.1874492052231793, 0.7296592166362861, 0.21802927754297796, 0.9196938564318331, -1.4092334040987713, 1.6284466035103682, -0.24505511525918644, 1.10267381278803, 0.6016032689441584], "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "out1": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


KEEP = []  # geometry objects the launch refers to by id


def arguments(device="cpu", requires_grad=False, override=None):
    args = []
    for arg in KERNEL.adj.args:
        value = (override or {}).get(arg.label, VALUES.get(arg.label))
        if isinstance(value, dict) and "geometry" in value:
            args.append(value)  # built below, once the arrays it may refer to exist
        elif hasattr(arg.type, "dtype") and hasattr(arg.type, "ndim"):
            value = np.asarray(value, dtype=wp.dtype_to_numpy(getattr(arg.type.dtype, "_wp_scalar_type_", arg.type.dtype)))
            args.append(wp.array(value, dtype=arg.type.dtype, device=device, requires_grad=requires_grad))
        else:
            args.append(arg.type(value) if not isinstance(value, list) else arg.type(*value))
    arrays = {arg.label: a for arg, a in zip(KERNEL.adj.args, args) if isinstance(a, wp.array)}
    for i, a in enumerate(args):
        if isinstance(a, dict):
            KEEP.append(geometry(a["geometry"], device, arrays))
            args[i] = KEEP[-1].id
    return args


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x1', 0)
STEP = 1e-06


def names():
    return [arg.label for arg in KERNEL.adj.args]


def adjoint():
    """d OUT[OUT_INDEX] / d IN[IN_INDEX] as Warp's backward pass computes it."""
    args = arguments(requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
    out = args[names().index(OUT)]
    seed = np.zeros(out.numpy().size)
    seed[OUT_INDEX] = 1.0
    tape.backward(grads={out: wp.array(seed.reshape(out.numpy().shape), dtype=out.dtype)})
    return float(args[names().index(IN)].grad.numpy().reshape(-1)[IN_INDEX])


def value(offset):
    x = np.array(VALUES[IN], dtype=float)
    flat = x.reshape(-1)
    flat[IN_INDEX] += offset
    args = arguments(override={IN: x.tolist()})
    wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
    return float(args[names().index(OUT)].numpy().reshape(-1)[OUT_INDEX])


def finite_differences():
    """The same derivative by central differences (Richardson-extrapolated)."""
    d1 = (value(STEP) - value(-STEP)) / (2 * STEP)
    d2 = (value(2 * STEP) - value(-2 * STEP)) / (4 * STEP)
    return (4 * d1 - d2) / 3


if __name__ == "__main__":
    wp.init()
    print(f"d {OUT}[{OUT_INDEX}] / d {IN}[{IN_INDEX}]: Warp's adjoint {adjoint():.9g}, finite differences {finite_differences():.9g}")
