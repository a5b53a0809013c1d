"""Reduced by `make reduce` from loop-000042 (check: gradcheck).
Signature: gradcheck: wp.length_sq, wp.vector
djoint_residuals[0]/djoint_directions[0][0]: adjoint 0.282986866, finite differences 2.88298718 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def loop_000042(joint_directions: wp.array(dtype=wp.vec3d), n: int, joint_residuals: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    v0 = joint_directions[tid]
    for j6 in range(n):
        v0 = v0 + wp.vec3d(wp.float64(1.3), wp.float64(0.01), wp.float64(0.585))
    best8 = wp.length_sq(v0)
    joint_residuals[tid] = best8


KERNEL = loop_000042
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_directions": [[0.14149343298100892, 0.5367036165979342, -0.701544966538219], [1.291175685356452, 0.8387464448167328, -1.7000670784227347], [-1.503677850091031, 0.8756874295498185, -1.2165381134958553], [0.27761261485639777, -1.0632958137270796, 0.6953329596680597], [1.3837264717343425, -0.05382592843894862, 1.9778484328833197], [1.9780896827956607, 1.2150569076235325, -0.6417928144378511], [0.0953998404247769, 1.5979065215918964, -0.9610239885065583], [0.9755054513842514, -0.9022622377564371, -0.8790165159920962], [0.14189532791642234, -0.47797074450300636, -1.1867105789384031], [1.79091679147119, -1.811816161401969, 1.9483176528494144], [0.8230698239707346, 1.0563695377153928, 0.2825784495810164], [1.0256221520055444, -0.9271119373070378, 1.8134052658399704], [-0.20569449808009654, 0.20919226273361513, 0.34851322244663585], [1.9038828954500904, 1.2300152003003801, -1.0621537111867174], [-0.6080954417301978, -1.5262419316556555, -0.16719446675430527], [1.0070446313510963, -0.13911497727354405, -1.2747726598801066]], "n": 1, "joint_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('joint_residuals', 0, 'joint_directions', 0)
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
