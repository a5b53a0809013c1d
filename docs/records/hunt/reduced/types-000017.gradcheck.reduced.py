"""Reduced by `make reduce` from types-000017 (check: gradcheck).
Signature: gradcheck: augmented assignment to a vector component
dparticle_new_positions[0][2]/dparticle_positions[0][2]: adjoint 2, finite differences 1.00000006 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def types_000017_t(particle_counts: wp.array[Any], particle_labels: wp.array[Any], particle_positions: wp.array[Any], particle_new_positions: wp.array[Any], particle_scores: wp.array[Any], particle_gradients: wp.array[Any]):
    tid = wp.tid()
    v2 = particle_positions[tid]
    v2.z -= wp.float64(1.181)
    particle_new_positions[tid] = v2
types_000017 = wp.overload(types_000017_t, {'particle_counts': wp.array[wp.uint32], 'particle_labels': wp.array[wp.uint32], 'particle_positions': wp.array[wp.vec3d], 'particle_new_positions': wp.array[wp.vec3d], 'particle_scores': wp.array[wp.float64], 'particle_gradients': wp.array[wp.vec3d]})


KERNEL = types_000017
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_counts": [87373, 56224, 32279, 72175, 46740, 23001, 51893, 53210, 94049, 845, 69833, 76506, 12089, 62131, 25062, 33167], "particle_labels": [43287, 36586, 2073, 11847, 77410, 55651, 78828, 80242, 86767, 87291, 88295, 39535, 42771, 10730, 65783, 60537], "particle_positions": [[-0.29663423897852903, 1.0718397394265882, -0.38019907325337376], [0.41931718358506576, -0.7446103525410641, -1.5314170307806507], [0.24861983552727063, -0.8510299028505912, -1.6032587789421786], [1.9473480905620946, -0.6107522110066834, -1.5091111236632777], [-1.9058340217159597, -1.835738593250107, 0.9165778153853603], [1.5008032036448875, 0.8351531977328439, -0.803274864208777], [-0.35547737569645754, 1.5398142939129111, -0.515096721540167], [-0.8143947674357723, -1.6097161635836352, -1.0660260870126512], [1.3359497027500167, 1.0966933477420682, -1.4619450225908213], [1.4829238426620286, 0.6641862158859628, 0.439488924412502], [1.223010641959121, 0.6994377140314767, -0.5210146794070671], [-1.0870671773842044, -1.0762194469440973, 0.0028189975718042604], [-0.18298127758411864, -0.7935661207884168, -0.8664573581647899], [1.3486152067195856, -0.455926993033938, -0.7805860699610121], [-0.15350398646491703, -0.27872063336989905, 1.2535287322051074], [-0.5326259920207885, -1.0077399125462039, 0.6729622647113316]], "particle_new_positions": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], "particle_scores": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "particle_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('particle_new_positions', 2, 'particle_positions', 2)
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
