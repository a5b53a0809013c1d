"""Reduced by `make reduce` from combined-000019 (check: gradcheck).
Signature: gradcheck: wp.determinant, wp.identity, wp.sin
dshape_costs[0]/dshape_lengths[0]: adjoint -0.128844494, finite differences 0.381505654 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def combined_000019_t(shape_lengths: wp.array(dtype=Any), n: int, total_counts: wp.array(dtype=Any), shape_costs: wp.array(dtype=Any)):
    tid = wp.tid()
    v0 = shape_lengths[tid]
    if wp.determinant(wp.identity(n=3, dtype=wp.float64) * -wp.float64(1.35)) >= wp.float64(1.892) + v0:
        pass
    else:
        v1 = wp.sin(v0)
        for j8 in range(n):
            v0 = wp.float64(1.7)
    shape_costs[tid] = v1
combined_000019 = wp.overload(combined_000019_t, {'shape_lengths': wp.array(dtype=wp.float64), 'total_counts': wp.array(dtype=wp.vec3d), 'shape_costs': wp.array(dtype=wp.float64)})


KERNEL = combined_000019
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"shape_lengths": [-1.1793717246208808, 0.759407456232867, -0.6718940465112571, 1.142633171169141, -0.8355567080907047, 0.56189935709354, 0.21975197697915316, -0.15533180258751766, 0.8095707676002486, 1.0187777703777883, 1.44210464571375, 0.993626421728778, 0.04250367525412546, 1.346279685518851, -1.7647084968624003, 0.9735807151518201], "n": 2, "total_counts": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], "shape_costs": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('shape_costs', 0, 'shape_lengths', 0)
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
