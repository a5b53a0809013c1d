"""Reduced by `make reduce` from vector-000016 (check: gradcheck).
Signature: gradcheck: augmented assignment to a vector component
djoint_gradients[0][1]/djoint_positions[0][1]: adjoint 2, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000016(joint_positions: wp.array[wp.vec3d], joint_gradients: wp.array[wp.vec3d]):
    tid = wp.tid()
    v1 = joint_positions[tid]
    v1.y -= wp.float64(0.9)
    joint_gradients[tid] = v1


KERNEL = vector_000016
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_positions": [[0.8939875159662973, 1.4463411097840986, 1.0699990340708134], [1.6492331834977683, -1.6711299564120776, 0.6556735864633567], [-0.694522572180948, -1.077834896359004, 1.6960327027480395], [0.4849346038904958, 1.4755077453710386, 1.640030905463537], [-1.028748182314723, 1.930814053325383, 0.10402736614392971], [1.6367289426795493, -1.8757858336360962, 1.706685931518555], [-1.080413402645509, 0.5740172742497571, 1.6615809930987293], [0.46796024171132, 1.1976284851013, 0.11767125389156607], [0.09632836865879657, -1.874645926801192, -1.0602258403280906], [-1.5041881621633366, 1.8631667233515308, 1.741202276098421], [0.387695156067434, -0.625002534146692, -0.9704030771965675], [-1.9127098444687007, 1.9781222803786824, -0.9527548128545127], [1.5396036011252718, 1.0605172085839736, -1.2817995117294454], [1.6588839551604107, 1.4201096514667655, 1.5834731904151975], [0.32212309841012354, 0.35244947643888125, -1.104527193827256], [0.7817438555527088, 0.14035666101739386, 0.7275640552137994]], "joint_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('joint_gradients', 1, 'joint_positions', 1)
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
