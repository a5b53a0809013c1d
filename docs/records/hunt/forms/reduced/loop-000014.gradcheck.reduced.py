"""Reduced by `make reduce` from loop-000014 (check: gradcheck).
Signature: gradcheck: wp.dot, wp.vector
dout1[0]/dx1[0][2]: adjoint -1.23697946, finite differences 77.0030532 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def loop_000014(x1: wp.array(dtype=wp.vec3d), out1: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    v1 = x1[tid]
    for j5 in range(24):
        v1 += wp.vec3d(wp.float64(0.5), wp.float64(0.12), wp.float64(1.63))
    best8 = wp.dot(v1, v1)
    out1[tid] = best8


KERNEL = loop_000014
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[0.25683329427664914, -1.2383948071210718, -0.6184897304662953], [0.2411624948136728, -1.4928685517955667, 0.9424051083721823], [-1.5634908554910587, -0.8280596492494028, -1.8509566678961153], [-0.6906192075599327, -1.7495032583101646, -0.32500432959531533], [-0.23096473640733484, -1.2250446851851442, 1.8605025895907232], [1.7675658569871207, -0.5364536869691507, -1.7893043317711288], [0.5458453391314091, 1.1330265522622822, -0.912864296889496], [-1.7910226775259623, -0.9977104932762835, -0.7787668114915953], [-0.4374247675929501, 0.6484151383398173, -1.6224032633819667], [0.8283540472942774, -1.8930242723429043, 1.9800155689416234], [0.5004815700833056, 0.13778898687022023, 0.05850877605817395], [-1.6647568146693716, 0.9915899064293412, 0.8117485573306116], [1.6203461953390503, 1.1512428312702467, -1.4260298321721314], [-1.0483572096591605, -0.33007048027054875, -1.7348082360958155], [1.4777676002488072, -1.615167628862935, -0.9207342547047612], [0.7310819124929715, 1.0941220461616732, 0.883479406202591]], "out1": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out1', 0, 'x1', 2)
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
