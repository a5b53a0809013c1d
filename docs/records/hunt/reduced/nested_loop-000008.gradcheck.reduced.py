"""Reduced by `make reduce` from nested_loop-000008 (check: gradcheck).
Signature: gradcheck: arithmetic only
dshape_gradients[0][0]/dshape_uvs[0][0]: adjoint 6.95307301e-310, finite differences 0.5 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def nested_loop_000008(shape_uvs: wp.array[wp.vec2d], n: int, shape_gradients: wp.array[wp.vec2d]):
    tid = wp.tid()
    v3 = shape_uvs[tid]
    for j5 in range(n):
        v4 = wp.float64(0.5)
    v12 = v4 * v3
    shape_gradients[tid] = v12


KERNEL = nested_loop_000008
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"shape_uvs": [[-1.9496353983583945, -0.9400746759730878], [1.2562543326253728, -0.39665396842555234], [-0.5558841358734457, 1.6930457935824], [1.7532233294125095, -0.10755248918642124], [-0.444903395318871, -1.3017398207501358], [-0.004351175884856229, -0.591229592594483], [-1.8891354083509126, -0.2390530161351374], [0.6623209918822273, 0.4707694398540214], [-0.8594774059451797, 1.9200931078306676], [1.6191775737071619, -1.114939160868082], [-1.4485533341741523, -0.6376282192353737], [1.5891996942760804, 1.0197128041732757], [1.3628021688108638, -1.1531774509081925], [1.2275055403459865, 1.0093289826163399], [-0.17759879781823873, 0.5589948133194484], [1.8426596540530236, 1.8621140238582448]], "n": 4, "shape_gradients": [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('shape_gradients', 0, 'shape_uvs', 0)
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
