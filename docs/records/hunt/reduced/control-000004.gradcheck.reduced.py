"""Reduced by `make reduce` from control-000004 (check: gradcheck).
Signature: gradcheck: wp.dot, wp.mod
dnode_distances[0]/dnode_points[5][1]: adjoint 16.105294, finite differences -27.013434 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000004(node_points: wp.array[wp.vec3d], node_distances: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = node_points[tid]
    if tid % 3 % 3 == 1:
        pass
    else:
        w8 = int(0)
        while w8 < 5:
            w8 = w8 + 1
            v0 += node_points[(tid + 5) % node_points.shape[0]]
    node_distances[tid] = wp.dot(v0, v0)


KERNEL = control_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"node_points": [[0.3668205898343886, 1.610529401888264, -0.5560881850936021], [0.5749754360178709, -0.09460465043526556, -1.604692220450059], [-1.7379653983986283, 0.013163018174619179, -0.8574621951195356], [0.9036492426546334, -0.6338052231361426, -1.533564332787447], [0.1017572465496408, 0.29859977216017697, 0.4271226916288322], [-0.43710611866637095, -0.8623745508338438, 0.6117972258179738], [-0.2397764035586878, 1.4982909571365317, 1.0857948961887134], [-0.5598291084332061, -1.7552795723858985, 0.1768977932438136], [1.2619505394209738, -1.0206978507060849, 1.6596370105656328], [-0.38076550878510984, -0.06923809402997216, 0.049401650859771884], [-1.6697842853871823, 0.7565708154595896, -1.0679109218426124], [0.1645751317798969, 1.558629907838013, -1.500476648130518], [-1.8663485736043772, 0.8264648409799191, -1.2879998123116105], [-0.23346339319658593, -0.6899085831601153, -0.9694572969849764], [-1.698088576429102, -0.1250891913273997, 0.06530698404167445], [0.7278780108022143, -0.39682114871403806, -0.9218288587077725]], "node_distances": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('node_distances', 0, 'node_points', 16)
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
