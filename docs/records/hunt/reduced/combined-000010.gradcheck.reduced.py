"""Reduced by `make reduce` from combined-000010 (check: gradcheck).
Signature: gradcheck: wp.frac, wp.identity, wp.mod, tuple assignment
dcell_jacobians[0, 0][0]/dcell_weights[0, 0]: adjoint 0, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def combined_000010_t(cell_pressures: wp.array2d(dtype=Any), cell_directions: wp.array(dtype=Any, ndim=2), cell_weights: wp.array(dtype=Any, ndim=2), dt: wp.quatd, n: int, force_sums: wp.array(dtype=Any), cell_stresses_out: wp.array2d(dtype=Any), cell_jacobians: wp.array2d(dtype=Any), num_cells: int):
    i, j = wp.tid()
    v11 = wp.float64(0.0)
    v6 = cell_weights[i, j]
    if (-1 - j) % 3 == 1:
        pass
    else:
        v9 = wp.frac(v6)
        v11 += v9
    cell_jacobians[i, j] = wp.identity(n=3, dtype=wp.float64) * v11
combined_000010 = wp.overload(combined_000010_t, {'cell_pressures': wp.array(dtype=wp.float64, ndim=2), 'cell_directions': wp.array(dtype=wp.vec3d, ndim=2), 'cell_weights': wp.array(dtype=wp.float64, ndim=2), 'force_sums': wp.array(dtype=wp.float64), 'cell_stresses_out': wp.array(dtype=wp.mat33d, ndim=2), 'cell_jacobians': wp.array(dtype=wp.mat33d, ndim=2)})


KERNEL = combined_000010
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"cell_pressures": [[1.662820123534598, 1.9849052846694901, -0.061311217759584036, 1.8055994227166852], [-1.3480084282015712, -1.8784434468878444, 1.0632283627220653, -0.30680422095512627], [-0.8821917755988262, -0.016671836502096138, -1.0403871662041415, -1.6428038948314283], [-0.8141639671791938, 1.5531545100730533, 0.9734020996616839, 0.015657088883241244]], "cell_directions": [[[-1.2431779943544106, 1.250785515906912, -1.9823072062663503], [-0.8330172067219705, 0.9689315190701597, -1.3367865341251277], [-0.8016381211605159, -1.592869683770508, -0.08860062555976356], [0.4596134855305323, 1.534404893365759, 1.953067647323162]], [[0.899736183960516, 0.49052343260732645, 0.5576826935822452], [-0.26522603372318976, 0.7731389502048782, -0.4121847688734288], [-0.23291816144702127, -0.5724105112588527, -1.6214921795378894], [-1.722811267164429, -1.29789633028733, -1.205277495429883]], [[1.1348351070573188, 1.8329118862595646, 1.4179006643253471], [1.9008413749824662, 0.8902401311072312, -1.9759540099633996], [1.5787339891783034, 0.27287928760558744, -0.4548511038276595], [-1.5315971211519428, 1.7182770919654127, 0.8146228403304994]], [[-0.8603066780296058, 1.4391581080767506, -0.47482800459286256], [1.2439373871800212, 1.1840879360862568, 0.28940744189568246], [-1.4529012513804873, 1.1388404320198107, 0.10927666666573277], [0.47227640808580196, -1.6806470603676198, 1.2716914545543387]]], "cell_weights": [[-1.4907002492683943, -1.5701854629353198, -0.2210860774692085, -0.37544690636330635], [0.8132999244219539, 0.28820074213812763, 1.8255668962830902, 0.6148663878058982], [-0.46392703594030715, 1.3047327194766125, 0.5486455966498673, -1.6207739799889413], [-1.765569769698029, -1.0320771266420863, 0.0943839991538824, -1.767850813985382]], "dt": [-0.4578613520284338, -0.11727612880782212, 1.3613505572672016, 1.009596803152653], "n": 3, "force_sums": [0.0], "cell_stresses_out": [[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]], "cell_jacobians": [[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]], "num_cells": 4}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('cell_jacobians', 0, 'cell_weights', 0)
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
