"""Reduced by `make reduce` from control-000006 (check: gradcheck).
Signature: gradcheck: wp.iter_next, wp.mod, break in a for loop
dcell_energies[1]/dcell_temperatures[1]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000006(cell_temperatures: wp.array(dtype=wp.float64), cell_energies: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    v1 = cell_temperatures[tid]
    for j2 in range(0, 0 + 3, 3):
        w3 = int(0)
        while w3 < 3 and tid % 2 == 1:
            w3 = w3 + 1
            v1 = wp.float64(0.5)
            if tid % 2 == 1:
                break
    cell_energies[tid] = v1


KERNEL = control_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (16,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"cell_temperatures": [0.764159608669873, 0.6121804376671629, -0.9680356080192767, -0.651651668372732, -0.021321897714244642, 0.21157524365709834, -1.4620055010024249, -1.3604843483197189, -1.5661671801199044, -0.8787117878626454, -0.11786342703979091, 1.8486284214184239, 1.700286495356191, 1.6490665124809292, -0.473858610997258, 1.161889703157427], "cell_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('cell_energies', 1, 'cell_temperatures', 1)
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
