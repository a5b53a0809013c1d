"""Reduced by `make reduce` from loop-000026 (check: gradcheck).
Signature: gradcheck: wp.normalize, wp.vector, wp.zeros
dpoint_residuals[0]/dpoint_directions[0][2]: adjoint 0.157466986, finite differences 1.09412027 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 1})

@wp.kernel
def loop_000026(point_directions: wp.array[wp.vec3d], point_residuals: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = point_directions[tid]
    for j5 in range(1):
        buf6 = wp.zeros(shape=5, dtype=wp.float64)
        for j7 in range(1):
            buf6[j7] = v0.z
        v8 = buf6[wp.abs(j5 * -4) % 100 % 5]
        v0 += wp.normalize(wp.vec3d(wp.float64(1.11), wp.float64(0.9), wp.float64(1.091)) * v8 - wp.vec3d(wp.float64(0.97), wp.float64(1.6), wp.float64(0.66)))
    point_residuals[tid] = v0[0]


KERNEL = loop_000026
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 1
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_directions": [[1.4877155625032423, 0.6522093262603108, 0.7742652934727037], [0.3808952736289086, -1.623009058436705, -1.7383521855853483], [-0.13605207002676956, -0.3885026342813318, 0.13862815990374466], [-1.0227585185102264, 1.4777562886832016, -1.6987637628431402], [-1.0781395646784646, -0.9746058289665496, 0.15825865628141633], [-0.14020901705191458, -1.5506616546269654, 0.3929946376239246], [-0.984418261350648, -0.4666025132290881, -1.7783482518043958], [1.0585100725929442, 1.4148421804188325, -1.9490059207844173], [0.1510954836735081, -1.6912236701088719, 0.3129409421442966], [-0.8693740834068935, -1.5651723443330567, -0.012505470344316372], [0.8829117412706267, -1.4765640550445314, 0.6447030676918883], [0.24567014956753974, 0.22339188516388653, -1.8665655883466528], [0.29235607086563453, -1.2231832304948416, -1.6188803200751067], [1.4880806894742138, 0.4822871089277698, 1.6066763858818711], [1.1391190423108406, -1.2681157128286946, 1.8328850081235948], [-0.9141584985750812, -0.8731870787866458, -0.09224076757709465]], "point_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('point_residuals', 0, 'point_directions', 2)
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
