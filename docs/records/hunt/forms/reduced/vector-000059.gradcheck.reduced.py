"""Reduced by `make reduce` from vector-000059 (check: gradcheck).
Signature: gradcheck: component assignment
dparticle_impulses[0][2]/dparticle_velocities[0][2]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def vector_000059(particle_velocities: wp.array[wp.vec3d], particle_impulses: wp.array[wp.vec3d]):
    tid = wp.tid()
    v2 = particle_velocities[tid]
    v2.z = wp.float64(1.0)
    particle_impulses[tid] = v2


KERNEL = vector_000059
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_velocities": [[0.9626551869415416, -0.23804436347710078, -0.7820899143080853], [-1.9856442790837527, -1.7130120422987614, -0.7914020467761729], [0.4349733853447346, 0.9722847754352797, -0.826990859164443], [0.6292078971645774, -0.6420903438071242, 0.35401753776303924], [1.8807165587320775, -0.6534354342887547, -0.2268956005092977], [1.8876497261915972, 1.7232736409340408, 1.6904159309187903], [-0.7331101689331305, -1.7942047370586613, 0.39310550642683006], [0.35935225562911866, 1.4414433970868394, -1.5012270877496006], [1.3345794539182165, -1.726795202987014, 0.03200147459802105], [0.5220240497984907, -0.03624595921728968, 0.3410551585329573], [-0.4390113105817117, -1.8593321263193512, -1.0899703918352541], [-0.27928440826652245, -1.4511311081835028, 1.9166363188222069], [-0.009206404775160326, -0.28001255672475844, -1.4702044387463888], [-0.03983582519888129, -0.04590738489465229, -0.10263783626239009], [-1.7868710871533247, -0.13099161027228945, -0.8070256307021344], [-1.539186525123501, 1.4404067868112715, -1.1656699798641377]], "particle_impulses": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('particle_impulses', 2, 'particle_velocities', 2)
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
