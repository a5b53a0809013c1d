"""Reduced by `make reduce` from spatial-000005 (check: gradcheck).
Signature: gradcheck: wp.assign_inplace, component assignment
dout0[0][3]/dx1[0][3]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def spatial_000005(x1: wp.array(dtype=wp.spatial_vectord), out0: wp.array(dtype=wp.spatial_vectord)):
    tid = wp.tid()
    v1 = x1[tid]
    v1[3] = wp.float64(0.47)
    out0[tid] = v1


KERNEL = spatial_000005
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[-0.26940208433692625, 0.1759021473585931, -1.2506288760451354, -1.544973691003705, 0.4917891324705761, 1.6419297618346627], [1.9347923160344278, 0.20010140767452977, 0.3176264467397809, -1.0428897964451558, -1.3567963403318188, 1.7390352570583523], [-1.2587368672118715, 0.18656246260744513, 1.6531029254830645, 0.6805880739386052, -1.8561612875621405, -1.578168664336522], [-0.7803697127022415, -0.7325404824904092, 0.16052193923353197, -1.1128933715467872, -0.424528969202393, -1.6336864303880478], [1.205404197235377, 1.5288269539039416, -0.5084100484680478, 0.7319527548697682, 0.7974070138626419, 1.0401707183980031], [-0.544917567602984, 0.20241049762177976, -0.814937778021505, -1.5016955029210597, 1.4697878971689762, 1.350592254135619], [0.21474754222381476, -0.11139592075154914, 0.21565511973477713, -0.1800937165230443, 1.3928130934926664, -0.5839752886794862], [1.3581600757650731, 1.7694818244828863, -1.7989106982136542, 1.1136793155306486, 1.305746936821111, -1.148991720252126], [0.6117262961223515, 1.979189961716758, 0.3847122002843766, -1.3073434982084584, -0.10766706858254205, 0.8418400036300442], [1.133523023811399, -1.8287266928362094, -1.3569636407446692, 1.5607473452627847, -1.8468466018458987, 0.8761157269263378], [-1.7275922628333706, 1.6909790488870398, 0.4104117499059581, -1.523032552347237, -0.5812870231116829, 0.28447015947007603], [0.5676489337652297, 1.142058407255357, 0.9347352475082644, -1.2474305202975056, 1.889357238318396, -0.5091476034740294], [-1.3915842593011627, -0.1955790286375385, -0.65865216361773, -0.2842058823829743, -0.6667694941275237, 1.1613229222061632], [1.1446301513156283, -0.7954883887115551, 1.8564800410855908, -1.5260433033003165, -1.1298209723087913, -1.173946787262976], [-0.0396137710466089, -1.426929140918333, 1.0009511088949958, 1.9269115104271508, 1.6117614706494132, -0.5930729057894126], [1.0979831166343037, -1.5226412780859508, -1.9658333467078468, 1.362422935858422, 1.0114913120452251, 0.686584477858208]], "out0": [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 3, 'x1', 3)
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
