"""Reduced by `make reduce` from static-000009 (check: gradcheck).
Signature: gradcheck: wp.abs, wp.clamp, wp.cw_div, wp.erfinv, wp.frac, wp.length, wp.round, wp.sign, wp.static, wp.tan, wp.trunc, wp.vector
dout0[0]/dx2[5]: adjoint 0, finite differences 0.512000081 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
C0 = wp.constant(-wp.float64(0.5))

@wp.func
def static_000009_op0(x: wp.float64) -> wp.float64:
    return wp.erfinv(wp.clamp(wp.tan(wp.clamp(x, -wp.float64(1.2), wp.float64(1.2))), -wp.float64(0.8), wp.float64(0.8))) * wp.float64(1.4)

@wp.func
def static_000009_op1(x: wp.float64) -> wp.float64:
    return wp.sign(wp.erfinv(wp.clamp(x, -wp.float64(0.8), wp.float64(0.8)))) * wp.float64(0.508)

@wp.func
def static_000009_op2(x: wp.float64) -> wp.float64:
    return wp.frac(wp.abs(x)) * wp.float64(0.512)
OPS = (static_000009_op0, static_000009_op1, static_000009_op2)

@wp.kernel
def static_000009(x0: wp.array(dtype=wp.vec3d), x1: wp.array(dtype=wp.float64), x2: wp.array(dtype=wp.float64), out0: wp.array(dtype=wp.float64), out1: wp.array(dtype=wp.vec3d)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    v3 = wp.length(wp.vec3d(wp.round(v1), v1, v2 * -wp.float64(0.4)))
    v4 = wp.cw_div(v1 * v0 / (wp.abs(x1[(tid + 5) % x1.shape[0]]) + wp.float64(1.0)), wp.vec3d(wp.float64(1.25), wp.float64(3.0), wp.float64(3.0)))
    v5 = C0 * (v3 * (v2 * v1))
    v6 = wp.float64(wp.float64(0.0))
    for u7 in range(wp.static(len(OPS))):
        v6 += wp.static(OPS[u7])(x2[(tid + 5) % x2.shape[0]])
    out0[tid] = v3 + v5 + v6 + wp.trunc(v6 - v6) * wp.float64(1.32)


KERNEL = static_000009
LAUNCH_DIM = (1,)
VALUES = json.loads('{"x0": [[1.0048669319092616, 1.6797902106193683, 1.5947657305065013], [1.992367881942584, -1.6850478782630063, 1.5603164671849368], [1.5762511632691854, -1.3218883112009046, 0.34155662304811374], [0.7257592255474998, 0.6713560883595893, -0.9399102601888414], [-0.28683618651978415, 0.6006770875663552, 1.6630194522048476], [-1.3083195931886937, 0.6287766638217644, -1.1481235089517798], [-0.9017787178894183, 1.184458058603831, -1.7736594416906062], [1.5324939808145155, 0.028794678607932056, 1.7039726706424316], [-0.02726872237429978, -0.7588061185639328, -0.8174032970715124], [-1.1759864114153338, 1.644514257067537, -1.4842372979009704], [0.7787951451994304, 0.745574289359836, -0.3263208292905295], [-1.4836929561293504, -0.05247716688469639, 1.2785798719452557], [0.8732436671864408, 0.976537409061633, -0.12078829657441581], [1.2500152430461329, -1.7805220440744232, -1.6111547535284263], [-0.10136024687981848, 1.097126096691471, 1.44201716408215], [1.017303390242069, 0.8240319696840928, -0.4844566457471986]], "x1": [-1.255736798109779, 0.15006831300883983, 0.11432753407288576, -0.8865707984398332, 1.1421973328178878, 1.4019383686486089, 0.0573113958013165, -1.4659534738125184, 0.2588014954036284, 1.407142052221643, 0.09222547400973236, 1.1919755234627076, -0.5720910345655787, -1.5749947993582372, 1.4948785763339925, 1.756903246254839], "x2": [0.3229091947061238, 0.3070352107717693, 1.4512917532728462, 1.0839580298225795, -1.0047116308979454, 1.1796039596169328, -0.03961194224681863, -1.9964472856131206, -1.1285101669016488, -0.7734317664909187, -1.5106190435869613, 1.8648262517566514, -0.28176965065264437, -1.5745410552894845, 1.6455427038216976, 1.5982841896876154], "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "out1": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x2', 5)
STEP = 1e-06


def names():
    return [arg.label for arg in KERNEL.adj.args]


def adjoint():
    """d OUT[OUT_INDEX] / d IN[IN_INDEX] as Warp's backward pass computes it."""
    args = arguments(requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args)
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
    wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args)
    return float(args[names().index(OUT)].numpy().reshape(-1)[OUT_INDEX])


def finite_differences():
    """The same derivative by central differences (Richardson-extrapolated)."""
    d1 = (value(STEP) - value(-STEP)) / (2 * STEP)
    d2 = (value(2 * STEP) - value(-2 * STEP)) / (4 * STEP)
    return (4 * d1 - d2) / 3


if __name__ == "__main__":
    wp.init()
    print(f"d {OUT}[{OUT_INDEX}] / d {IN}[{IN_INDEX}]: Warp's adjoint {adjoint():.9g}, finite differences {finite_differences():.9g}")
