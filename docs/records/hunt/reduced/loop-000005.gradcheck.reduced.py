"""Reduced by `make reduce` from loop-000005 (check: gradcheck).
Signature: gradcheck: wp.length_sq, wp.vector
delement_costs[0]/delement_displacements[0][2]: adjoint 3.24430531, finite differences 10.2883061 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def loop_000005(element_displacements: wp.array[wp.vec3d], n: int, element_costs: wp.array[wp.float64]):
    tid = wp.tid()
    v12 = wp.float64(0.0)
    v1 = element_displacements[tid]
    for j8 in range(n):
        v1 += wp.vec3d(wp.float64(1.35), wp.float64(0.33), wp.float64(1.761))
    v11 = wp.length_sq(v1)
    v12 += v11
    element_costs[tid] = v12


KERNEL = loop_000005
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_displacements": [[1.6202466815166758, 0.11391334509581208, 1.6221526543564235], [0.8593299220715132, 1.6160673747546568, 0.10130115343292712], [-1.2741372265988535, -1.941274983865712, -1.193623369220162], [0.2733552636228711, 0.01694038040628687, -1.80963884765807], [-1.286793516122056, 0.9890578780030337, -0.766195676778568], [0.9068857041871303, -0.34526649108733576, 0.5083192729613426], [1.1293732241052958, -0.9105478080196718, 1.6385596191901803], [1.789331431402338, -0.9811250719592493, -1.9885718647816222], [-1.5685658358022745, 0.4495079200263734, 0.31085138054894124], [1.9853587491092695, 0.5189183508462358, 0.6803446244496341], [0.8865099222133033, 0.40316385703959057, -1.2648717023510816], [1.8205178198647949, -0.09230641727749367, 0.404009160910499], [-0.973586399026451, -0.9450355782054811, 0.8883826965606909], [0.8461437041206565, -0.9070445876542341, -0.05492041535196446], [-0.019546776176847303, 0.7994685642203501, 0.3426166442520202], [0.7410024749214079, 1.8365624132057952, 0.6748616345412715]], "n": 2, "element_costs": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('element_costs', 0, 'element_displacements', 2)
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
