"""Reduced by `make reduce` from transform-000017 (check: gradcheck).
Signature: gradcheck: wp.transform_get_rotation, wp.transform_set_rotation
dsample_poses_out[0][3]/dsample_poses[0][3]: adjoint 2, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def transform_000017(sample_poses: wp.array(dtype=wp.transformd), sample_poses_out: wp.array(dtype=wp.transformd)):
    tid = wp.tid()
    v1 = sample_poses[tid]
    wp.transform_set_rotation(v1, wp.transform_get_rotation(v1))
    sample_poses_out[tid] = v1


KERNEL = transform_000017
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"sample_poses": [[-0.45888476444595483, 1.6397944635433528, 1.8320458836234783, -1.1864394502396958, -0.8511136899033485, -1.022519000555878, 1.979615431918638], [0.2420105584932628, -1.0680002260341843, -1.9758261716764154, 1.0187888720853837, -0.49194355197116746, 0.9742027956686563, 0.7087971556711312], [1.8115061533914059, -1.2983644704375261, -1.6196348513667633, 1.981534891245234, 1.4806095176701164, -1.7126436904390943, -0.2925621220897341], [-1.639480683005774, -1.4040573191459962, -1.958591805019795, -0.8049935061510971, 0.6078131428132361, 1.885951021157724, 0.9023662196932727], [1.5894647552046717, 1.9571947980721993, -1.3918108741625854, -0.11056368709774889, 1.4331666097782687, 0.39282619958329645, -0.16850480420035874], [1.721800808537032, -1.3572821215012487, 1.009800157158018, 0.21256993733292662, -0.4474100054291448, 1.1812389401978325, 1.914793644383518], [1.3904485828558646, -1.4460644108243237, 1.1251183111455387, -0.5217196049398907, -1.9639860555658726, 0.3589816627060438, -0.6647008860693231], [-0.28937078958484586, 0.2619746543309258, -1.5704484751444556, -1.0604084757368493, -0.6145085637423984, -0.5206978206366859, 1.662799540710855], [0.7060748231120537, 0.2847097369694014, -1.1430519711024698, -1.3313150950521075, 0.7641258804729798, 1.4304397523354933, -0.5810823588269716], [-1.686517514709788, 1.6759912962934482, 0.09923049359076552, 0.7633359267131312, 0.8179790673337761, -0.6078870706505302, -1.3980135189991656], [0.5225551568466416, -0.9925456045156884, -1.2690798100725473, -1.8568125999792273, -1.9638288119126472, -0.9841230992316432, 0.1749626949617311], [1.1946882984941656, 0.14804295143256585, 0.22327902397421528, -1.5716499187049986, 1.952749597625242, 1.8693456723001232, -1.9628225771596712], [1.0679934066198564, 1.3325376495188936, -0.05136398207631121, 0.9458900102231267, 0.1532661561653179, -0.10357786505154332, -1.3126148185802546], [0.2420922341446352, -0.745700544163137, -0.5576974813293996, -1.0002381600037875, 0.2205432287130309, 0.004814670703991997, -0.5437274703018025], [-0.4372306277643534, -0.8286731998199954, -0.49409213756006354, -1.5590657926911522, 1.909844675288027, 1.62004870611755, -0.24451363770181933], [-1.9098332639764775, 1.4606655426565704, 0.6138645560596072, 1.6041126941105563, -1.6940886066028362, -0.6210120200717846, -1.1914721628962939]], "sample_poses_out": [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('sample_poses_out', 3, 'sample_poses', 3)
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
