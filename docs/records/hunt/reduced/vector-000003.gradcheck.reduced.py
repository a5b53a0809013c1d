"""Reduced by `make reduce` from vector-000003 (check: gradcheck).
Signature: gradcheck: wp.assign_inplace, array element updated in place, component assignment
djoint_gradients[0][2]/djoint_directions[0][2]: adjoint 2, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000003(joint_directions: wp.array(dtype=wp.vec3d), joint_gradients: wp.array(dtype=wp.vec3d)):
    tid = wp.tid()
    v1 = joint_directions[tid]
    v4 = v1
    v4[2] *= wp.float64(1.0)
    joint_gradients[tid] = v4


KERNEL = vector_000003
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_directions": [[1.0883667310524734, -0.6559846489691648, -1.5458960383661728], [-0.9223546966710523, 1.8840707663501628, -1.7008848113917554], [-1.3102727702301489, -0.24636896936802088, 0.11937562914504829], [0.18845206047371743, -0.9262208630890809, -1.86146345926625], [0.6684141614248547, 1.324550805243815, -1.7571036649133416], [-1.4272251739842434, -1.8665221918903065, -0.3700353515070227], [-0.35042009086166503, -0.0821532592905565, -1.0159702522130267], [0.08996538846458257, 0.3763886085992252, -1.317705883451818], [-0.2933380686517526, 1.7740097169736497, 1.0839585695550196], [0.595329468466772, -0.30677618012530594, 0.6603289031358464], [1.092723744721658, 1.6883553318868212, 0.22494672500925184], [-0.28237830938387853, 0.8701582537382011, 1.8415524245588242], [1.6515898535269957, -1.0589738497349193, 0.6050680535924782], [1.729102656878999, 1.8434181398722176, -0.5836182005089796], [0.23302383498502266, -0.9016873456377632, -1.2482129801920516], [0.14489845749239016, 1.2034429026845213, 1.2098527142830835]], "joint_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('joint_gradients', 2, 'joint_directions', 2)
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
