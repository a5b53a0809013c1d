"""Reduced by `make reduce` from loop-000007 (check: gradcheck).
Signature: gradcheck: wp.iter_next, wp.sin, wp.vector
dpoint_energies[0]/dpoint_normals[0][0]: adjoint -0.323291983, finite differences 0.963770215 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def loop_000007(point_normals: wp.array(dtype=wp.vec3d), point_energies: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    v0 = point_normals[tid]
    for j3 in range(0, 0 + 3, 3):
        v0 += wp.vec3d(wp.float64(1.63))
    point_energies[tid] = wp.sin(v0[0])


KERNEL = loop_000007
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_normals": [[-1.9000025533536493, -0.14055665361651526, 1.3905265282250352], [1.3853128300375883, 1.1869648795544858, 0.44225141825159087], [-0.45774893861650057, 0.3964242022986819, -1.4308141058209274], [1.747209166785137, 0.47266109503969433, -0.6952370499858622], [-1.0965766863229476, -0.38959222467951315, -0.7082530024626212], [-1.4617885856208397, -1.1305326800655235, -1.6044559803085927], [1.4977519622117232, -0.6871440093298649, 0.6422929645914541], [-1.239230222646753, -1.0848214814610069, -0.33503833382853054], [-1.1931418706994474, -0.9590139545265579, 0.9279978031184508], [-1.3130779427230697, -1.5088010316093254, 1.8616917579459384], [-0.5702889217880589, -0.40876495745510866, -0.5901743728552735], [-0.06486836428869314, -0.05197640078540067, -1.474551554580421], [0.30588198965574787, -1.8755379625316255, -1.0536084346294512], [1.4501591875600939, 1.5514591334679655, -0.4500806798617232], [0.4531259488701913, 0.3336040278622754, -1.3347339579177064], [-0.6744912111790464, 1.1325209708884887, -0.2982351784534214]], "point_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('point_energies', 0, 'point_normals', 0)
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
