"""Reduced by `make reduce` from vector-000002 (check: gradcheck).
Signature: gradcheck: wp.assign_inplace, wp.vector, component assignment, tuple assignment
dout0[0][0]/dx1[0][2]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.func
def vector_000002_f0(p0: wp.vec3d, p1: wp.float64):
    p0[2] = wp.float64(1.0)
    return (p0[2], wp.float64(1.343))

@wp.kernel
def vector_000002(x1: wp.array(dtype=wp.vec3d), out0: wp.array(dtype=wp.vec4d)):
    tid = wp.tid()
    v2 = x1[tid]
    v6, v7 = vector_000002_f0(v2, wp.float64(1.0))
    out0[tid] = wp.vec4d(v6)


KERNEL = vector_000002
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[-1.1181942110766885, -1.923340133571679, -1.2277902281583084], [0.6279316286341712, -1.7212372826650535, -1.2311170337542716], [-0.4536137284982824, -1.600727074761131, 1.1550069475869864], [-1.7177635816394763, 1.2772799826949655, 1.5016431443297762], [1.594236868503697, -1.2991518720400324, 0.17181846722263083], [-0.17010165797374466, 0.8631287874692362, -1.560651594530102], [-0.8565384970417744, -0.6065897585962725, -0.11951381778264247], [-0.5801882577871549, 0.6363336563533575, -1.367875560116977], [-0.5189347812670846, 0.6605112150008035, -0.6191506226761812], [-0.9124143550739068, -1.5123733999075912, -0.33285528756402094], [1.931534529911306, 0.9153711168686987, -0.03663128011980854], [0.7828856156334187, 0.42112423337667204, 1.088406803244082], [1.573970606706296, -1.5888494464035072, -0.6622884851545288], [-1.548370548498395, -0.00882433804591276, -0.8785413236790394], [-1.0472085297568325, 0.2884932143883625, 0.6887221955892113], [1.335390357456283, 0.9606809649958796, -0.9061989644881479]], "out0": [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x1', 2)
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
