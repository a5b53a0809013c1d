"""Reduced by `make reduce` from loop-000047 (check: gradcheck).
Signature: gradcheck: wp.copysign, wp.dot, wp.vector, wp.zeros
dcontact_energies[0]/dcontact_weights[0]: adjoint 1, finite differences -1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def loop_000047(contact_normals: wp.array[wp.vec3d], contact_weights: wp.array[wp.float64], contact_energies: wp.array[wp.float64]):
    tid = wp.tid()
    v11 = wp.float64(0.0)
    v0 = contact_normals[tid]
    v2 = contact_weights[tid]
    buf3 = wp.zeros(shape=4, dtype=wp.float64)
    for j4 in range(1):
        buf3[j4] = wp.dot(v0, wp.vec3d(wp.float64(1.53), wp.float64(1.54), wp.float64(1.86)))
    v5 = buf3[0]
    v7 = wp.copysign(v2, v5)
    v11 += v7
    contact_energies[tid] = v11


KERNEL = loop_000047
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_normals": [[0.027215672537515, -1.611890662338212, -1.6371392018165616], [0.6472218656046453, 1.7994608223138822, 1.0527056127936558], [-0.06643790542472816, 0.5274218979050347, -0.5804087433743796], [1.2440177147997256, 0.04392379549702774, -0.1267442068408271], [0.2966710202626297, -0.3505346843935997, -1.4946846540108698], [-1.939377669944622, 1.0823319984967354, 1.7717779032233936], [0.9209052584342396, 1.5525540169819032, 1.2784097080225454], [0.8063734366535535, 0.5445341145420777, 0.3052332936665749], [0.07317411862557321, 0.9435074365841549, -0.3068943002170563], [1.9671266327256824, 1.7313639397977205, 1.451376644114231], [1.6895644844639088, -1.0152664562332063, 0.2925089537543446], [-1.1077109958612787, 1.551210627767838, -1.1784769422960482], [-0.1160440435724901, 1.9963208488657038, -1.4997497342132853], [-1.6136333642175358, 1.751746504053877, 0.6862675621945549], [-1.5606394057966493, -1.2505611037809863, 1.9518345370027532], [1.6235819145419144, -1.1244227752855056, -1.6799499809433502]], "contact_weights": [0.10632089467114714, 0.09332873743658254, -1.6025505201002632, 1.2961395383478482, 1.5913818477423267, -0.1239513843962885, -1.4102511283376642, -1.2659327993785428, 1.4707319595362134, -1.0070540546125155, -1.9337493450414214, 1.6619421134502868, 1.433014032657086, -0.9983446374783655, 0.9780900816594507, -0.7204762202931376], "contact_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('contact_energies', 0, 'contact_weights', 0)
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
