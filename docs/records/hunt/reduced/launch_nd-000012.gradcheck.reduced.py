"""Reduced by `make reduce` from launch_nd-000012 (check: gradcheck).
Signature: gradcheck: wp.zeros, tuple assignment
dout0[0, 0, 0, 0]/dx1[0, 0, 0, 0]: adjoint 0, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def launch_nd_000012(x1: wp.array4d(dtype=wp.float64), out0: wp.array(dtype=wp.float64, ndim=4)):
    i, j, k, l = wp.tid()
    v11 = wp.float64(0.0)
    v1 = x1[i, j, k, l]
    buf3 = wp.zeros(shape=6, dtype=wp.float64)
    for j4 in range(1):
        buf3[j4] = v1
    v5 = buf3[0]
    if wp.float64(1.0) <= wp.float64(0.695) or (v5 >= wp.float64(1.0) or wp.float64(1.0) > wp.float64(1.0)):
        v10 = v5
        v11 += v10
    out0[i, j, k, l] = v11


KERNEL = launch_nd_000012
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (2, 2, 2, 2)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[[[1.7217778712903198, -0.33619506562532075], [1.2932770604493835, 0.7593360285990873]], [[0.9073751707851478, 1.8087394709837428], [-1.1897169312265716, 0.4172266365774351]]], [[[1.1392563293268934, 1.0211815941839557], [-0.8302332227007905, 1.3649658031188632]], [[0.37825667049795797, 1.4382613892506324], [0.4191552075980236, 1.3109373494737513]]]], "out0": [[[[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]]], [[[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]]]]}')


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
