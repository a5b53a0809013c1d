"""Reduced by `make reduce` from control-000011 (check: gradcheck).
Signature: gradcheck: wp.iter_next, wp.lerp, wp.vector
dout0[0]/dx2[0]: adjoint 0, finite differences 0.45700034 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000011(x0: wp.array[wp.float64], x1: wp.array[wp.float64], x2: wp.array[wp.float64], n: int, out0: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = wp.float64(1.0)
    v2 = x2[tid]
    for j4 in range(0, n * 2, 2):
        v3 = wp.lerp(wp.vec3d(wp.float64(1.2), wp.float64(1.1), wp.float64(0.019)), wp.vec3d(wp.float64(1.657), wp.float64(1.21), wp.float64(1.91)), v0)
        v0 = v2
    out0[tid] = v3[0]


KERNEL = control_000011
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [0.40440101239389703, 1.4126688361141908, -0.4112422499411088, 1.8530443152687748, 0.13314438245040572, -0.5017612257822499, -1.551993694882952, 1.0728919448051877, -1.0609752946988311, -0.44572090978287404, -1.179494251904449, 1.9702555438334697, 1.9627420802235873, 0.22561488540423058, 1.3315091790388967, 0.037422401097971125], "x1": [0.00393976653254402, 0.3342919319412059, 1.648885629014769, -1.4690741414874355, -0.8961156469380378, 0.03325294121482658, -1.2871529429029573, 0.9085203128719117, 1.3061951834334957, 0.8735723091587491, -0.5561547186441294, 0.81366991900172, -0.17595663817585105, -0.7615418704403032, 1.816296315727671, 1.3174623363987883], "x2": [-1.1157881614520266, -0.8164283493159625, -0.249144746882771, 1.0276941113487377, -1.1011178694185149, -0.3426239217157012, -1.5401657501677817, 0.9182806531222307, -1.765162611981653, 0.5016649409838654, -1.1100031957058039, 0.4493153437455435, -1.1749687733492857, 1.0149662245913564, -1.8454940143729823, 0.8531129203315162], "n": 3, "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x2', 0)
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
