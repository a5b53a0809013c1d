"""Reduced by `make reduce` from combined-000016 (check: gradcheck).
Signature: gradcheck: component assignment, tuple assignment
dpoint_accelerations[0, 0][2]/dpoint_positions[0, 0][2]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def combined_000016(point_positions: wp.array2d[wp.vec3d], point_accelerations: wp.array2d[wp.vec3d]):
    i, j = wp.tid()
    v3 = point_positions[i, j]
    v3[2] = wp.float64(1.0)
    point_accelerations[i, j] = v3


KERNEL = combined_000016
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_positions": [[[0.5448544358219309, -1.9614336377114374, 1.2198591677548212], [0.023413989807377522, -1.4460351094399981, -1.567072178252901], [-1.020058187719414, -0.6995977835566474, -1.2030067419669965], [-1.8815890707331846, 0.1481858697843026, -1.640493147726132], [-0.23319790294273135, 0.11023284708441583, -1.3517626063109658], [-0.9893621906305934, 0.3219519279478442, -0.5258227184366633], [-1.8322789153561723, -0.472086678298826, 1.535414147220978], [1.4598791410817435, -0.7313887120083664, 1.322396799674444]], [[-0.5414953743534157, 1.6734447846887224, -1.7321301455712605], [1.5590979403805116, 0.9454679246906399, 0.9591722530783588], [0.6100651889787114, 0.39269348323967845, 0.4021725475567677], [1.9085220515821364, -1.8615406894643902, 0.23242456184268567], [1.9457552833483995, -0.7022854608043243, -0.2231120981775443], [1.9755752226139447, -1.9823005309075925, 0.9470457562239516], [-0.37693095595655457, 0.014792783059620618, -0.2988905151867889], [1.080409622204085, 1.5222151002911812, -0.8916164514103508]]], "point_accelerations": [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('point_accelerations', 2, 'point_positions', 2)
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
