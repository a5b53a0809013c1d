"""Reduced by `make reduce` from control-000000 (check: gradcheck).
Signature: gradcheck: wp.vector
dcontact_residuals[0]/dcontact_temperatures[0]: adjoint -0.644768417, finite differences 0.756473043 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000000(contact_directions: wp.array[wp.vec3d], contact_temperatures: wp.array[wp.float64], contact_residuals: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = contact_directions[tid]
    v2 = contact_temperatures[tid]
    v4 = v0 / v2
    w5 = int(0)
    while w5 < 2:
        w5 = w5 + 1
        v0 = wp.vec3d(wp.float64(1.1))
    contact_residuals[tid] = v4[0]


KERNEL = control_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_directions": [[-1.2905724714447007, 1.649953230277415, 1.8652364254562381], [1.918411444795943, 0.6141324562201507, 1.918113870439898], [1.4520724403571315, -0.2142221874331791, -1.5513975549100993], [-0.7890189929220885, 1.355804840519343, -1.6634545420575706], [-0.2239147974391118, -0.9346540155120753, -0.04610667934589063], [-0.7958202072951255, -0.7886451684955551, 1.6924535396295575], [-1.0334850482465718, -1.8204661024996094, -1.451221695673079], [0.8890119854028615, -0.446675293628747, -0.6168749870221051], [-0.9343115957481398, -1.2293535596890481, 1.9075701121456916], [-0.3501824188361642, 1.3886418692703972, -1.4902064149666514], [1.1746686678262672, 0.2225042739680041, 1.7182414327066797], [-1.8208633895040083, 1.9440861295357221, -0.17016245185166134], [-1.1607408673536073, -0.6212790456788397, -0.5276622210802828], [1.3230776825488388, -1.9192711495809132, 1.992661178736363], [0.46206617943881856, -1.9314048626591367, 1.9851125142802153], [-1.2154656513453252, -1.3956161301627912, -1.0085548888276263]], "contact_temperatures": [1.3061542401640822, 0.17628249705596932, -0.8118421724531779, -0.08518846035233185, -0.2657514200173994, -0.452758315553333, -1.6392026447840293, 0.5665959994569012, -1.8001957155877353, -0.7480199073247338, -0.35942723374842833, -1.9342878879476895, 1.8403824415400818, 0.571506492549005, -0.22216928002844893, -1.891928859105382], "contact_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('contact_residuals', 0, 'contact_temperatures', 0)
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
