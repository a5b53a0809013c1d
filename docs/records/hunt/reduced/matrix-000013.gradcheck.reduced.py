"""Reduced by `make reduce` from matrix-000013 (check: gradcheck).
Signature: gradcheck: augmented assignment to a vector component
dvertex_forces[0][2]/dvertex_directions[0][2]: adjoint 2, finite differences 0.999999819 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def matrix_000013(vertex_directions: wp.array(dtype=wp.vec3d), vertex_forces: wp.array(dtype=wp.vec3d)):
    tid = wp.tid()
    v0 = vertex_directions[tid]
    v0.z -= wp.float64(1.0)
    vertex_forces[tid] = v0


KERNEL = matrix_000013
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"vertex_directions": [[-0.23376161950874152, -0.10108788977676886, -1.2273130297568593], [-0.11703443947884828, -0.4680188301292829, 1.058866506957124], [1.4892462257325323, -1.6642279484504936, 0.8146616313640842], [0.8996747369494336, 1.7329403074096699, -1.6108152331593506], [1.383834254584647, 1.138398328647399, -0.28484067420208703], [-1.9020690477243996, -1.4547239787588038, 1.1120249898841297], [-1.4156621657990365, -1.7261077991132416, -0.038327186411778236], [1.5266239804009158, -0.8810038201639165, -0.4218430835716216], [-0.6016889498082816, -1.6223859771587126, -0.8354124071105242], [0.38369223100045025, -1.5096103128453349, -0.9792545881545123], [-1.3152266094813725, -0.46643077496672625, 1.3246326250413238], [1.743134949997966, -1.511363673545835, 0.17594523267148432], [-1.5119017719815728, -1.5908439870791407, -1.0656044042450632], [-0.5887154342040573, -0.16127482242265767, 1.252186759640955], [1.7685251167676346, 1.5807448923231302, -1.1483135595931224], [-1.6522516335775088, -0.8234566111848509, -0.325380082680621]], "vertex_forces": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('vertex_forces', 2, 'vertex_directions', 2)
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
