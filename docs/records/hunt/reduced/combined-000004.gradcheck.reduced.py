"""Reduced by `make reduce` from combined-000004 (check: gradcheck).
Signature: gradcheck: wp.sin, wp.sub_inplace, augmented assignment to a vector component, tuple assignment
dvertex_jacobians[0, 0][5]/dvertex_radii[0, 0]: adjoint -0.877582562, finite differences -0.540677352 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def combined_000004_t(vertex_radii: wp.array2d[Any], vertex_lengths: wp.array2d[Any], relaxation: wp.mat33d, n: int, total_counts: wp.array[Any], vertex_jacobians: wp.array2d[Any]):
    i, j = wp.tid()
    v6 = vertex_radii[i, j]
    relaxation[1, 2] -= wp.sin(v6)
    for j24 in range(n):
        v6 = wp.float64(0.5)
    vertex_jacobians[i, j] = relaxation
combined_000004 = wp.overload(combined_000004_t, {'vertex_radii': wp.array2d[wp.float64], 'vertex_lengths': wp.array2d[wp.float64], 'total_counts': wp.array[wp.float64], 'vertex_jacobians': wp.array2d[wp.mat33d]})


KERNEL = combined_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"vertex_radii": [[-0.9995542126135466, 0.3513749448618029, -0.9367853015820846, 0.33327560837443704], [-1.7763335688575128, 1.412265369319221, 1.9333605885579308, -1.5110684063344912], [1.9341545420715276, -1.567815630504822, -1.6588548486081756, 1.106239122867485], [-0.7974177441283365, 0.11196678459560427, 1.7697284794949635, 0.8729746815480968]], "vertex_lengths": [[1.3701331718080958, -0.7767350840837688, -1.3157474021640683, -1.3921224576711513], [0.024479088589381526, 1.2790189834964494, 1.1458222957973736, 2.2872584619193503e-05], [0.513879337702587, -0.13658073144148108, -1.1953476635351739, 1.9122506810922166], [-0.4616040549782827, 0.5040534294938319, 1.3016475948930988, 0.8653645162153274]], "relaxation": [[-1.851956718381019, 1.8586325498252787, -0.0906404666903855], [-1.8439377987928482, -1.232918149026744, -0.1181575345614192], [0.3736631242374151, 0.3034046967333519, 1.5922924521631772]], "n": 2, "total_counts": [0.0, 0.0, 0.0], "vertex_jacobians": [[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('vertex_jacobians', 5, 'vertex_radii', 0)
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
