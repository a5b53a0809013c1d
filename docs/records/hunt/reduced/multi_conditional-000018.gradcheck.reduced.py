"""Reduced by `make reduce` from multi_conditional-000018 (check: gradcheck).
Signature: gradcheck: wp.abs, wp.atan2, wp.clamp, wp.frac, wp.sinh
dout0[0]/dx1[0]: adjoint 0, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def multi_conditional_000018_t(x0: wp.array[Any], x1: wp.array[Any], x2: wp.array[Any], out0: wp.array[Any]):
    tid = wp.tid()
    v1 = x1[tid]
    v2 = wp.float64(1.0)
    if v1 < wp.atan2(v2, wp.abs(v2) + wp.float64(0.5)):
        if wp.sinh(wp.clamp(v1, -wp.float64(3.0), wp.float64(3.0))) <= v1:
            v0 = wp.frac(v1)
        else:
            pass
    out0[tid] = v0
multi_conditional_000018 = wp.overload(multi_conditional_000018_t, {'x0': wp.array[wp.float64], 'x1': wp.array[wp.float64], 'x2': wp.array[wp.float64], 'out0': wp.array[wp.float64]})


KERNEL = multi_conditional_000018
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [1.393772466121419, -0.8339121538008278, -1.7183186752816546, -1.0707732389995317, -0.5686892666349763, 0.994275182985632, -0.605554003498884, 0.6961647307404264, 0.8933286763823021, 0.8125357223704754, -1.998231653769393, -1.6813393599638768, 1.9046671170773792, -0.46352308973822387, 1.8225865257673037, -0.5313284603415154], "x1": [-1.5453307780771888, 1.7882553335172289, -0.19767396023662798, 0.003002745770368964, -1.2289447483156555, 1.411599551655418, 0.20328858978280895, 0.46527870513893577, -1.802619241464536, 0.7774773160971953, 0.7469047219373208, -0.6334194875599222, -1.4022228244545794, -1.5936823747813293, -1.29074462028127, 0.789015332801493], "x2": [-0.27522873875571996, 0.8842281733847037, -0.8917946700148787, 1.8697542842092618, 1.0453454874580905, 0.054653400512376216, -0.6802612039287008, -1.2689509206471041, -0.589038584920893, 0.3150339822097328, -1.4517191535994902, -0.8293178032205306, -0.7004807341631869, -0.005255183371150718, -0.9073883319774665, -1.8160330066550223], "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x1', 0)
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
