"""Reduced by `make reduce` from nested_loop-000000 (check: gradcheck).
Signature: gradcheck: wp.length
dout1[0]/dx1[4][1]: adjoint 0, finite differences -0.874368047 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def nested_loop_000000(x1: wp.array(dtype=wp.vec2d), n: int, out1: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    for j3 in range(n):
        v1 = x1[(tid + 4) % x1.shape[0]]
    out1[tid] = wp.length(v1)


KERNEL = nested_loop_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[-0.3013577883363858, 1.6001590481134773], [1.1448090211588506, 1.739706632846279], [0.7713647383775282, -1.0245152648217282], [0.8612636665048368, 0.7439505400286976], [0.41298701854690023, -0.7441375589292774], [-1.7094192449764152, 0.05360903415841989], [-0.8731466806489405, 1.7247270212102173], [0.8059587915834596, -0.058584433161650296], [1.567371680838869, 0.3764274463231705], [-1.6615407211530715, 1.5358277083436742], [1.7966874776529012, -1.3091480089400478], [0.20421011863100746, 0.9033843010789466], [0.12022029657829547, 0.513157763770395], [-0.8332947859278681, 1.5357923427954732], [-0.7439773027798764, 0.6706098231425011], [0.433458494561608, -0.9302238293325469]], "n": 2, "out1": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out1', 0, 'x1', 9)
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
