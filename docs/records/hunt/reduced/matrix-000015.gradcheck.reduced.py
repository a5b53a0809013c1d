"""Reduced by `make reduce` from matrix-000015 (check: gradcheck).
Signature: gradcheck: wp.vector, component assignment, tuple assignment
dout0[0, 0, 0][0]/dx0[0, 0, 0][0]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def matrix_000015(x0: wp.array3d[wp.mat33d], out0: wp.array3d[wp.mat33d]):
    i, j, k = wp.tid()
    v3 = x0[i, j, k]
    v3[0] = wp.vec3d(wp.float64(1.91), wp.float64(1.89), wp.float64(0.69))
    out0[i, j, k] = v3


KERNEL = matrix_000015
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[[[[1.923003004452371, -0.4375947938983833, 0.7117982999797836], [0.37351603238634246, -1.167410007487899, 1.0555040720945983], [-1.8584268078364645, 1.5680881931274184, 1.3236865569079046]], [[0.49854911863858, 1.0395443877290167, -0.8129634642160686], [0.6050076500426087, 1.7207752183013074, -1.6782873638696678], [1.523065649215793, -0.3955043721570841, -1.8816397234548]], [[0.6571386751293176, 1.4821394657423856, -0.3809251787755259], [-0.808030439783697, -1.9937651401402214, -1.7677380024886622], [0.392026873962517, -1.6077547618317327, 1.0095798809374745]], [[-0.4241828709485529, -0.34728217842630604, -0.19354837800303315], [-0.7307289328326205, 1.8017948834118886, 0.6930831356274822], [-0.4378590451881301, 1.889901227694526, -1.265684205325376]]], [[[-1.9087082462466363, 1.2060582362613985, 0.127434135587722], [1.6292945010042144, -0.5004693879480238, 0.8132252110353346], [1.538404058635784, -1.7200984882695547, 1.8935346833488187]], [[1.0128469225938757, 0.7036855045745121, 1.498195548272037], [0.49291319200365846, 0.17197126656882, -0.4157975836465235], [-0.4222554299400101, 0.19675524647426057, -0.9296259713586998]], [[-0.3625640893354207, 0.6528277421689554, -1.0453781960425612], [-1.0547161996077743, 0.7755614225362275, 1.6159666665115573], [1.8899154513155718, -1.6261130274268796, 0.2761076674602241]], [[-0.16121310721122617, 1.5070498886287633, 0.48407721638717316], [1.4601889968466786, -1.9759915171586915, 1.2986108978223596], [0.9489572498330894, -1.9459417486461983, -1.6366609528677185]]]], [[[[0.13894839502650358, -1.2167291262471704, -0.4572830588028385], [-1.834609492592878, 0.5837473199665051, -0.40576676671712564], [-1.0946096180428917, 0.3724027869878963, 1.666189543179617]], [[1.4206270880976741, -0.9631867407888168, -1.479189128571131], [0.17264999066639897, 0.6477005225892261, -1.8899328441398868], [-1.4559396283069712, 1.0933275489005987, -0.27850543005874107]], [[0.9516009216486281, 1.5581918426253876, -0.8321393061248212], [-1.818347076981746, 0.5397800167872315, 1.7140359017311049], [0.5820736816403858, -1.0241815824560163, -1.4513894633822937]], [[0.5475875676929083, 0.9975225475652598, 1.5570720998093583], [0.5607629906109879, -0.07828074062225987, 1.4430449858584455], [-0.3827954493549357, 0.2983272306681055, -0.009789243470918585]]], [[[0.10271850583254283, 0.878806290268757, 1.7771702376601346], [1.4715441693577218, -1.312529146752997, -0.8530760560358623], [0.3105269739496177, 0.9881325276758233, 1.9252451726637063]], [[-0.2000835678682682, 0.5451093125159372, -0.11601816564620115], [-0.35935270550775567, -0.7150476286369671, 1.3627977637699082], [-0.05919038174782276, 0.9818226349290371, -0.34607106114387465]], [[-1.693398171784449, 0.8316399812927542, 1.29822019086625], [-0.29968791339365497, 0.7073474869560998, 0.27715489194305976], [1.5121736200340292, 1.391675840685838, -0.5342227597962066]], [[-0.9020348239557023, 0.10733986827388442, 1.9724930955560067], [-0.06904938981705833, -1.2813819158795376, 0.21967533093662128], [1.0209530649403846, -1.3157499249814912, -1.4965497702083561]]]]], "out0": [[[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]], [[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x0', 0)
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
