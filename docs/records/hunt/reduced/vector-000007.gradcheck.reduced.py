"""Reduced by `make reduce` from vector-000007 (check: gradcheck).
Signature: gradcheck: wp.normalize, wp.vector, augmented assignment to a vector component
dout1[0][0]/dx1[0][0]: adjoint -0.840422313, finite differences -0.110156951 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000007(x1: wp.array(dtype=wp.vec4d), out1: wp.array(dtype=wp.vec3d)):
    tid = wp.tid()
    v1 = x1[tid]
    v3 = wp.normalize(wp.vec3d(wp.float64(0.8), v1.x, wp.float64(1.415)))
    v3.x += wp.float64(1.01)
    out1[tid] = v3


KERNEL = vector_000007
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[1.5258280024044044, 0.4051524837678566, 0.0809589090121241, -0.02125568753374063], [1.4249873569701834, 0.2977283193190745, -0.07080575489514818, 0.4861763627319684], [0.409253048335636, 1.691526614634721, -1.9211788269672052, -1.1654817914484612], [-1.1575014860434227, 1.9938358494565511, -1.5500765112260275, 0.10186399165106241], [-0.06868475639558325, 0.6603054526703258, 0.2174966417453037, -1.4036931156911727], [1.1928634875187187, -1.4171305381226063, -1.0017152314300115, -0.07039614656481952], [-1.7841953336737362, -1.156243151666077, -0.39341899083530985, -1.8860258373813021], [0.6734558787834262, -0.22268116212124145, 1.8367483297032932, 1.0049582176190137], [-0.7641736622083246, 1.373132164039537, -1.8528702353200281, 0.26460615916874186], [1.7734735434816478, -0.7118960762606257, -0.4114997128254885, -1.4532547168566676], [0.14191301018225388, -1.812451913160554, 1.347190503888069, -1.3775644296688379], [-1.5765431065431659, 1.0259084438711943, -0.4456168183229994, 1.1005994361016285], [0.9301973594322357, 1.8775776098439425, -0.26876657356132494, -1.816627146545558], [-1.15451984088349, -0.1829127053209243, 0.6608854638608799, 1.6910268232917338], [1.9153640745108715, 1.7307680090648216, -1.363213234842414, -1.0500555779377518], [1.967534897165316, 0.3752576434172523, 1.9543078978457253, -0.8587352687655865]], "out1": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out1', 0, 'x1', 0)
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
