"""Reduced by `make reduce` from vector-000001 (check: gradcheck).
Signature: gradcheck: augmented assignment to a vector component
dcontact_gradients[0][2]/dcontact_velocities[0][2]: adjoint 2, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000001(contact_velocities: wp.array(dtype=wp.vec3d), contact_gradients: wp.array(dtype=wp.vec3d)):
    tid = wp.tid()
    v2 = contact_velocities[tid]
    v3 = v2
    v3.z += wp.float64(1.3)
    contact_gradients[tid] = v3


KERNEL = vector_000001
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_velocities": [[0.20028266256500826, -0.9041760817666757, -0.5045707303864413], [-1.929296468916848, -1.0002767850559282, 0.23563390423694086], [1.638058914835939, -0.8632119721817295, -1.6807435192189333], [0.8778270705949862, 1.3894044010419568, -0.5257974137183203], [0.1928545284248484, -1.99847488902493, 1.9887541813739196], [-1.2459529432006553, 1.0674695461724513, 0.12713020657302376], [-1.9887720515393932, -1.3769302302387816, -1.6849836059694834], [0.30265730534679314, -0.3961192494964503, -1.7571974832511588], [0.20531605686866117, -0.3265856471074051, -1.7848454340529991], [-1.096009591683214, 0.9359394351854795, -0.6298846999963077], [-1.616614860234622, -0.9686153332200771, 0.7536753450209037], [0.21509055807508615, 1.745320234766651, 0.12140425462674642], [1.8750014176877197, 0.9243937250361904, 0.48630304508155264], [-0.19584673072924286, 1.4873943861078507, -0.2544685587535205], [-1.0242250724087163, 1.451720766124358, 0.5935516688549556], [0.30247914398925646, 0.3970925057085588, 1.812871635754422]], "contact_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('contact_gradients', 2, 'contact_velocities', 2)
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
