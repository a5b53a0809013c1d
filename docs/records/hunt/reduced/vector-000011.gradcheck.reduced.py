"""Reduced by `make reduce` from vector-000011 (check: gradcheck).
Signature: gradcheck: wp.assign_inplace, array element updated in place, component assignment
djoint_colors_out[0][2]/djoint_planes[0][2]: adjoint 2.41, finite differences 1.41000002 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000011(joint_planes: wp.array[wp.vec4d], joint_colors_out: wp.array[wp.vec4d]):
    tid = wp.tid()
    v0 = joint_planes[tid]
    v0[2] *= wp.float64(1.41)
    joint_colors_out[tid] = v0


KERNEL = vector_000011
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_planes": [[0.04748507839981686, -1.6785955158065962, 0.4843336390273456, -0.5201467138632352], [1.7670490345480085, -1.225328257225883, -1.8872210706125774, -1.783856325050099], [1.2824762062314612, 1.4702208871088134, -1.1268466910951815, 0.1674865240150436], [1.6650086204975239, -0.7189418050367471, 1.8568765950443593, -1.4936592514065388], [-0.4970029799991851, 0.9427538397999533, 0.44058342429167263, -0.5835043313541868], [-1.4843588285161506, 0.7224843121590485, -0.7307285473285519, -1.2754225756702517], [1.2829319863020117, 0.4806634793922542, 1.6690437848964037, -0.018100499548584725], [0.49536094559558475, -0.5809544295621203, 1.4518397554115179, -0.05421793054334989], [-1.5457609912373775, -0.9732898896937359, 1.3001039353530355, 1.841771898347794], [-0.9629432933359592, 0.8457370172256349, -0.32794828237358686, -1.8555470923410922], [1.6430065351544858, -0.1366127774125956, 0.261333485927461, 1.0163574917812057], [1.7302035511983607, -0.44806013737282546, -1.2481796966908232, 0.46230081694877345], [-1.3950787200505905, 0.7781076895669443, 0.7975055305759549, -0.13579687960970688], [-1.050523147525773, 1.2938628378824921, 0.13452105557418648, 0.6466355431645949], [0.23219561799003907, -0.8208532660316328, -0.2589389870767458, -1.5867952111829826], [-1.7320688055531694, -0.8946004571684836, 0.8939358699464464, 0.40231034592780857]], "joint_colors_out": [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('joint_colors_out', 2, 'joint_planes', 2)
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
