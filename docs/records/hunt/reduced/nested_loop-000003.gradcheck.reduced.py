"""Reduced by `make reduce` from nested_loop-000003 (check: gradcheck).
Signature: gradcheck: wp.length_sq
dout0[0]/dx0[0][0]: adjoint 0, finite differences 1.67068203 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def nested_loop_000003(x0: wp.array(dtype=wp.vec2d), n: int, out0: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = wp.float64(1.0)
    v8 = wp.length_sq(v0)
    for j15 in range(n):
        v2 = v1
        v1 = v8
    out0[tid] = v2


KERNEL = nested_loop_000003
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[0.835341007353926, 0.5379215477839496], [-1.9033840249392813, 0.969752299869056], [1.502462342953915, 1.7157236535576956], [-0.9582052872400513, 0.16582005693642454], [-0.3582853032475102, -0.42195113135462137], [1.7066166997154189, 0.29731012634439313], [1.0873955684840313, 1.7394151962920055], [-0.8053000853410688, -1.5103986740613977], [-0.11977625669100966, -1.9284085912121114], [-0.0035008223627288615, -1.832386260773803], [-1.2149490676558363, 0.7630889787543151], [1.4118909723012254, 1.3677818590162403], [0.4678654401823237, 0.9290157463270381], [-1.2069303627150436, -1.8864886461653847], [0.7211977924245296, 1.6529136796494956], [0.7001562211189425, 0.011743705354939848]], "n": 3, "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x0', 0)
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
