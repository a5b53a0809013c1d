"""Reduced by `make reduce` from nested_loop-000005 (check: gradcheck).
Signature: gradcheck: wp.vector, tuple assignment
djoint_energies[0]/djoint_temperatures[0]: adjoint 0.588974807, finite differences 0.5 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.func
def nested_loop_000005_f0(p0: wp.vec2d, p1: wp.float64, p2: wp.float64, arr: wp.array[wp.float64], idx: int):
    return (p2, wp.float64(1.0))

@wp.kernel
def nested_loop_000005(joint_densities: wp.array[wp.float64], joint_temperatures: wp.array[wp.float64], radius: wp.float64, n: int, joint_energies: wp.array[wp.float64]):
    tid = wp.tid()
    v5 = joint_temperatures[tid]
    for j6 in range(n):
        radius = wp.float64(0.5)
    v8, v9 = nested_loop_000005_f0(wp.vec2d(wp.float64(1.6), wp.float64(0.46)), wp.float64(1.0), v5 * radius, joint_densities, tid)
    joint_energies[tid] = v8


KERNEL = nested_loop_000005
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_densities": [-0.986112302343261, 0.7327079514628272, 1.8803036345607054, -0.505055263462165, 1.0816960575121786, -1.6681579738465842, 0.3740757300338098, 0.6654527916687298, -0.3585753677510608, -0.4514549988066556, 0.4462527396793625, 0.02929005148538355, -1.0949419984165707, -1.2861744695680621, -1.1527971304357423, 0.26591910165956145], "joint_temperatures": [1.8238798327600385, -1.0721989012068347, 1.771180328226821, 0.47921251708114854, 0.6514585710917311, -1.2919088093494202, 1.5799009255985443, -1.7656736196989913, 1.2069765103114243, -1.9227820806616394, -1.9510917107021064, -0.5347117175397993, 0.011292187817748545, 0.14576173470011167, -0.09814494119178852, 0.9493784216916428], "radius": 0.5889748071582859, "n": 4, "joint_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('joint_energies', 0, 'joint_temperatures', 0)
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
