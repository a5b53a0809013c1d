"""Reduced by `make reduce` from combined-000007 (check: gradcheck).
Signature: gradcheck: wp.dot
dbody_residuals[0]/dbody_directions[0][1]: adjoint 1.81923024, finite differences -0.723736785 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def combined_000007(body_points: wp.array(dtype=wp.vec3d), body_directions: wp.array(dtype=wp.vec3d), n: int, body_residuals: wp.array(dtype=wp.float64)):
    tid = wp.tid()
    v6 = body_points[tid]
    v8 = body_directions[tid]
    v10 = wp.dot(v6, v8)
    for j12 in range(n):
        v6 = v8
    body_residuals[tid] = v10


KERNEL = combined_000007
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"body_points": [[-1.0127077016882566, -0.7237367784295765, 0.7754625404357482], [-0.44557717813633557, 1.5654280795456783, -1.4483880433780958], [1.727646090100912, -1.1015809467308424, 0.6790647358808415], [0.993013772981397, 1.4552021601422447, -1.852734638253049], [-1.2180052195309332, -1.9051009220826671, -0.7167552274108915], [-0.7481052046532914, 0.03851723028989795, 0.6594340426354375], [0.18210497271687753, -1.1928300432898382, -0.3422118847360154], [-0.3857834349959872, -0.20817673034373652, -1.2768430098356487], [1.016183508389017, -0.507985727236306, 1.2834565800506113], [-0.2958687465265144, -0.8167064909638828, -0.24554409772889274], [-0.28285268287111576, 1.499110562370213, -1.9348259505033156], [-1.1992240020952805, -1.5731653989604517, -1.17784626182913], [1.8388736970408885, -0.7774707472149891, 0.45667178497355154], [0.2384048559099412, -0.044887817473563185, 1.760915283377995], [-1.8548822676584522, -0.8781945895525167, -0.29417199621979195], [-1.6443305212036914, 1.863918797226006, -0.7514594979341784]], "body_directions": [[1.4038514179592605, 1.8192302382164147, 0.9110544101093896], [0.31768199005278763, 1.3890534612638143, -0.06576260462945749], [0.42728808745339597, 1.6994962290114302, -0.4559075960337666], [1.429485675355607, 0.3609095890289362, 1.369869522278655], [1.541819337017432, 0.9436790589997823, -1.7093327142459902], [1.9250069414006887, 0.6593120062367546, -0.9784070716803188], [1.5814694949402064, -1.949429811800388, -1.5555012822902756], [-1.0565931640712565, -0.6570588570265685, -0.3246657245242206], [1.1730710794873955, 0.7247893820058948, -0.04731747079035875], [-1.280403134289085, -1.4063908205304494, -0.9847963142785265], [-1.1486689625365045, 1.334510957801872, 0.6286184311587615], [-0.285445180888825, -0.7555920023785618, 0.8714301581068322], [1.3737603006929073, 1.2494199908413148, 0.3311403804233688], [1.7092233694923054, 1.4529440765394304, 0.417590786631036], [-1.445028965066856, -0.06373780601428214, 0.029116992206220438], [0.6162827801806343, -1.907199006679157, 0.5461957677791163]], "n": 3, "body_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('body_residuals', 0, 'body_directions', 1)
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
