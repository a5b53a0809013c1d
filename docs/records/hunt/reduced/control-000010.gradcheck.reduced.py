"""Reduced by `make reduce` from control-000010 (check: gradcheck).
Signature: gradcheck: wp.dot
dsample_scores[0]/dsample_velocities[0][2]: adjoint 0, finite differences -2.92358875 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000010(sample_velocities: wp.array[wp.vec3d], n: int, sample_scores: wp.array[wp.float64]):
    tid = wp.tid()
    v2 = sample_velocities[tid]
    v3 = v2
    for j7 in range(n):
        v1 = wp.dot(v3, v3)
    sample_scores[tid] = v1


KERNEL = control_000010
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"sample_velocities": [[0.6477419988600324, -1.0386985317627868, -1.4617943684357306], [-0.5446643249407779, -1.6109984465946807, -0.2343082962347358], [-1.9972064241202991, -0.6614922161304562, -1.7119940856481732], [1.83963265487372, 0.650059926013967, -0.42117602418827405], [-0.2566773813427732, -1.2989207060979955, 0.6768144252060817], [-0.4181702912396541, -1.3897919542485444, -1.4233577876894659], [1.078823471711801, -1.7731762445343802, 1.6319105913588907], [-0.4749797349644487, 0.8645740801937829, 1.5554553639122517], [-1.088952185617904, -1.7001762726438745, 1.8045717934296621], [1.8974450144120802, 0.6492232627636385, -0.3331330970341586], [-0.7724211786936048, -1.9349844840484058, -0.30678413627137324], [1.5381069353290635, -1.4359454484916214, -1.5175643334833242], [-0.9470487258867997, 0.41917601930973847, 1.3319457790688278], [-1.6916017840328772, -1.4437246941266726, -1.071925136529245], [1.1984904519990702, 1.760015396356605, -0.23107039292097475], [-0.8932517285532029, 1.2431555418537257, 0.8931512217580164]], "n": 4, "sample_scores": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('sample_scores', 0, 'sample_velocities', 2)
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
