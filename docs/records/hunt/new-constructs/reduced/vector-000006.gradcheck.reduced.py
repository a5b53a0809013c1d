"""Reduced by `make reduce` from vector-000006 (check: gradcheck).
Signature: gradcheck: component assignment
dsample_energies[0]/dsample_positions[0][1]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000006(sample_positions: wp.array[wp.vec3d], sample_energies: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = sample_positions[tid]
    v0.y = wp.float64(1.0)
    sample_energies[tid] = v0[1]


KERNEL = vector_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"sample_positions": [[0.22776514801617154, 0.9902170872169376, -1.6280031999542754], [-0.3676829063821283, -1.1953598168893866, -1.3753268068610134], [-1.2623986997956917, 0.42495141903981315, 1.4339115064807433], [-1.3148362025289946, 1.6158895494066767, 1.8603318660076562], [-1.4317922313727842, -1.3616468153286894, -1.7232651381577964], [-0.8157319904043265, 1.636070939366876, -0.892420740542188], [-1.159909796907277, -0.002620237432405581, -0.8886492990501362], [-0.049730909798685996, -1.0510799308260825, -0.044585363241745224], [1.3862556972806388, -1.53418483651472, 0.2172598342141776], [1.0097761886662866, -0.9053608156283426, 1.6217205131845271], [-0.143048636546097, -1.4012966400117208, 0.17133338213311644], [-0.8598106550876667, -0.7484951314179686, 1.09076991906757], [-1.1033711955850336, 0.5984717541861166, 0.11708528555460207], [-0.8373367631415198, -0.5885032103056398, -1.5483903983259695], [-0.3660772422621057, 0.42524663823663955, -1.4283349345626104], [1.6194958623648068, -1.1966377926009373, 0.3881307148017066]], "sample_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('sample_energies', 0, 'sample_positions', 1)
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
