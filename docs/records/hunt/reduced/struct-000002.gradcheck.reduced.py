"""Reduced by `make reduce` from struct-000002 (check: gradcheck).
Signature: gradcheck: wp.assign_inplace, wp.atomic_min, wp.ddot, wp.matrix, wp.quat_from_axis_angle, wp.vector, store into a component of a struct's field
dtotal_counts[0][0]/djoint_phases[0]: adjoint 0, finite differences 1.00000011 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.struct
class S0:
    b0: wp.mat22d
    w1: wp.quatd
    b2: wp.quatd

@wp.func
def struct_000002_f0(p0: wp.mat22d, p1: wp.vec3d, arr: wp.array(dtype=wp.float64), idx: int) -> wp.vec3d:
    v0 = arr[idx % arr.shape[0]]
    s1 = S0(p0, wp.quat_from_axis_angle(wp.vec3d(wp.float64(1.73), wp.float64(0.86), wp.float64(0.62)), wp.float64(1.11)), wp.quat_from_axis_angle(wp.vec3d(wp.float64(1.0), wp.float64(1.0), wp.float64(1.0)), wp.float64(1.0)))
    s1.b0[1, 0] = v0
    return wp.vec3d(wp.ddot(s1.b0, wp.mat22d(wp.float64(1.0))))

@wp.kernel
def struct_000002_t(joint_phases: wp.array(dtype=Any), config: S0, total_counts: wp.array(dtype=Any), joint_energies: wp.array(dtype=Any), num_joints: int):
    tid = wp.tid()
    _old4 = wp.atomic_min(total_counts, 0, struct_000002_f0(config.b0, wp.vec3d(wp.float64(1.7), wp.float64(1.412), wp.float64(0.264)), joint_phases, tid))
struct_000002 = wp.overload(struct_000002_t, {'joint_phases': wp.array(dtype=wp.float64), 'total_counts': wp.array(dtype=wp.vec3d), 'joint_energies': wp.array(dtype=wp.float64)})


KERNEL = struct_000002
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_phases": [-0.945315346105545, 1.633440403622557, 0.5443376262271387, -1.8963918077932722, -0.7034924925889579, -1.6457954704953153, 0.6069897596547609, 0.4134269141680318, -0.6224257098099177, 1.3783892150024264, 1.175666617329449, 0.43429058448928126, -1.635563560288225, -1.847151267596753, -1.3828883801795286, -0.05021595033319448], "total_counts": [[0.0, 0.0, 0.0]], "joint_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "num_joints": 16}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('total_counts', 0, 'joint_phases', 0)
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
