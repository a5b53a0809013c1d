"""Reduced by `make reduce` from scalar_param-000000 (check: gradcheck).
Signature: gradcheck: wp.abs, tuple assignment
dshape_residuals[9]/dshape_temperatures[9]: adjoint -1, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import enum
from typing import Any
import warp as wp

@wp.func
def scalar_param_000000_f0(p0: wp.float64, p1: wp.float64, arr: wp.array[wp.float64], idx: int):
    v1 = wp.abs(p0)
    return (v1, wp.float64(1.2))

@wp.kernel
def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], mode: int, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any]):
    tid = wp.tid()
    v2 = shape_temperatures[tid]
    gain5 = wp.float64(0.11)
    for j6 in range(n):
        gain5 = wp.float64(1.0)
    v8, v9 = scalar_param_000000_f0(gain5 + v2, wp.float64(1.0), shape_phases, 4)
    shape_residuals[tid] = v8
scalar_param_000000 = wp.overload(scalar_param_000000_t, {'shape_temperatures': wp.array[wp.float64], 'shape_positions': wp.array[wp.vec3d], 'shape_phases': wp.array[wp.float64], 'accumulated_mass': wp.array[wp.float64], 'shape_residuals': wp.array[wp.float64]})


KERNEL = scalar_param_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (16,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"shape_temperatures": [1.2121346700534978, 1.228453703666497, -1.2378897102236004, -1.8512657221938693, -1.114244934087854, -0.06347903086851003, 1.183948395214364, -1.7807654326122866, 0.43834710286676115, -0.984303709235014, 1.2744475450963724, 0.9506189696741552, -0.1178148579701741, -0.9955510594058441, 0.4104882260254601, 1.4451493240621351], "shape_positions": [[-1.9251438655103899, 0.6716449351233287, -0.4100790282345623], [1.983717911513935, -1.28359322125831, 1.1395541247887846], [0.7928468112516494, -1.8294729634844438, 1.0700161711717566], [0.35178409239949415, 1.0511692043177852, -0.44519907882928766], [-1.606452201066372, -0.9818420178356715, 1.4577209512395677], [-0.510896618837763, -0.0416465684737366, -1.2792964705057925], [1.590694684885591, 0.34024499355238325, 0.55863011279768], [0.9744369938888409, 1.584159034579601, 1.0610271648156275], [0.9240115916347094, -0.943302721122357, 1.6173298373283131], [1.2008598516380546, -1.4481756424350674, -0.4765275097110311], [-1.9137139466141098, 1.5541720447710765, 0.7393235312584223], [-0.413112208063799, 1.8056464826698826, 1.0853022006163706], [0.034066046860215415, -0.8412367812358936, -1.1509884631188108], [-0.7019860275951539, 1.8734835589293284, 1.500268574169438], [-0.29776851331839893, -1.4284727597685607, 1.3469796379480563], [-0.7856430326486623, -1.2155665899189132, 0.675295250426891]], "shape_phases": [-0.07279582532122442, -0.7636230095918974, 0.2665880060037531, -1.5059834660847757, -0.1325402658140713, 0.7416885892447351, -0.8612142367531681, 1.9529379641173934, 0.9550267496878484, -1.4601839164478334, -0.6734769509079706, 1.7279708644375802, 0.7415226536980497, 1.326508317012434, 1.4145940316558554, -1.1585087047283817], "mode": 2, "n": 3, "accumulated_mass": [0.0], "shape_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('shape_residuals', 9, 'shape_temperatures', 9)
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
