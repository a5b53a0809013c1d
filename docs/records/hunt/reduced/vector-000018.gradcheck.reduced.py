"""Reduced by `make reduce` from vector-000018 (check: gradcheck).
Signature: gradcheck: wp.add_inplace, wp.length_sq, augmented assignment to a vector component
delement_gradients[0][1]/delement_directions[0][1]: adjoint 5.83724675, finite differences -2.15516053 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000018(element_directions: wp.array[wp.vec3d], element_gradients: wp.array[wp.vec3d]):
    tid = wp.tid()
    v3 = element_directions[tid]
    v3[1] += wp.length_sq(v3)
    element_gradients[tid] = v3


KERNEL = vector_000018
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_directions": [[-1.149115449268069, -1.5775802593399888, -0.4324093470589707], [-0.339474125761142, -0.5481278229210171, 1.6541142311372456], [0.4090617429855108, 1.054217914675443, -0.8171423826839082], [1.4362497566217733, -0.45387531309564677, -0.2805918736228712], [-0.8295711387598121, 0.014778675547680198, -1.9290009530076402], [-0.39161489827307605, 1.7562008576575336, -1.1595098019579604], [-1.1110163587064013, -1.216010153397911, 0.19293818327204137], [-0.23356928816424816, -0.2070474978192447, 1.7639845925375428], [-0.2627752760178965, 1.1813885566466955, -0.8276371101962829], [1.9353995564285547, -1.68024180516842, -1.0257430259780995], [-1.2494564025240833, -1.9779141831612157, 1.2014927929788906], [0.6964080077112569, 1.3123852883074179, -1.9867493373583782], [-1.6557562773912569, 0.7494397740980996, -0.728714058574099], [-0.9643962312277128, -0.7431473093083785, 1.7553220027802046], [-1.9112849822760496, 1.807619158304008, 0.9482452575055267], [0.41043084242527117, 0.6243816615987443, -0.4947299021478049]], "element_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('element_gradients', 1, 'element_directions', 1)
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
