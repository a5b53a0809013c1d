"""Reduced by `make reduce` from function-000013 (check: gradcheck).
Signature: gradcheck: wp.cos, wp.exp, wp.sin, tuple assignment, unpacking of one value
dnode_scores[0]/dnode_velocities[0][0]: adjoint 0, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.func
def function_000013_f0(p0: wp.float64, p1: wp.float64) -> wp.float64:
    return wp.float64(1.59)

@wp.func_grad(function_000013_f0)
def adj_function_000013_f0(p0: wp.float64, p1: wp.float64, adj_ret: wp.float64):
    wp.adjoint[p0] += wp.cos(p0) * adj_ret

@wp.func
def function_000013_f1(p0: wp.vec3d, p1: wp.float64):
    v0 = p0
    return (v0, wp.float64(1.0))

@wp.func
def function_000013_f2(p0: wp.float64) -> wp.float64:
    return wp.float64(1.0)

@wp.func_grad(function_000013_f2)
def adj_function_000013_f2(p0: wp.float64, adj_ret: wp.float64):
    wp.adjoint[p0] += wp.exp(wp.sin(p0)) * wp.cos(p0) * adj_ret

@wp.kernel
def function_000013(node_velocities: wp.array[wp.vec3d], node_scores: wp.array[wp.float64]):
    tid = wp.tid()
    v3 = node_velocities[tid]
    res9 = function_000013_f1(v3, wp.float64(1.0))
    v10, v11 = res9
    node_scores[tid] = v10[0]


KERNEL = function_000013
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"node_velocities": [[1.1670424647410456, 1.3449169989189884, 0.9930464979525429], [0.010146985074468873, -0.8714246242143195, -0.6875938136783764], [-1.317891309701407, 0.9564479899213674, 0.47746887878354904], [0.4899983739120386, -1.332507142507931, 1.734572077096567], [1.6631164469628357, 0.4750330552118571, -0.12574029134886455], [1.489034244741065, 1.6629047449373293, 1.3105940584436584], [-1.3213605448646257, -0.3427280818777865, 0.8733465934107096], [-1.9806684726254793, -1.0337559716448195, -1.227772640278463], [1.362332868134561, -0.1287358013408837, 0.8492764671191328], [0.15237878854749276, -1.8976581442300526, -0.5104514883283668], [-1.2394281520347414, 1.986956132455715, -0.7725824356054645], [-0.5333133210281638, 0.7597787982645454, 0.7293219817860805], [0.02855834739227614, -0.12162208404481589, 0.21604791441904503], [0.79268405502145, -1.2710785364906352, 0.3204122224858694], [-1.8640461083065683, -1.348417216826137, -0.7890675537240406], [1.9810059130969586, -0.31344029480572955, -1.836422941875047]], "node_scores": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('node_scores', 0, 'node_velocities', 0)
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
