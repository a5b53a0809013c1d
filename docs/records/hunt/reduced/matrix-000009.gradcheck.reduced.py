"""Reduced by `make reduce` from matrix-000009 (check: gradcheck).
Signature: gradcheck: wp.ddot, wp.matrix, wp.vector, component assignment, tuple assignment
dpoint_new_positions[0, 0][0]/dpoint_rotations[0, 0][3]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def matrix_000009(point_velocities: wp.array2d[wp.vec3d], point_rotations: wp.array2d[wp.mat33d], point_new_positions: wp.array2d[wp.vec3d]):
    i, j = wp.tid()
    v3 = point_velocities[i, j]
    v4 = point_rotations[i, j]
    v4[1] = v3
    point_new_positions[i, j] = wp.vec3d(wp.ddot(v4, wp.mat33d(wp.float64(1.0))))


KERNEL = matrix_000009
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_velocities": [[[1.9096384581409587, 0.8848403970017267, 1.0117202511967478], [1.993583168446698, 0.10261607159014119, -0.2573661192926706], [-1.6113108872650646, 0.6485894974250721, 1.9235992347774729], [0.5411772181223649, 0.5821319236154414, -1.9983255742340291]], [[1.3641352911400912, 1.3512923192667214, 1.3124617116118436], [-1.9137969615914865, 1.5226844233078967, -1.6494231672476753], [-0.327933962449666, 1.443261603475416, 1.6298616774655117], [-0.6252073640148175, 1.8059347402144548, 0.6416012855724675]], [[-0.440598496694931, 1.5581586629488728, 0.29463165014101733], [1.8579115337080792, 1.6107477745302785, 1.694513110563574], [1.6499740571439347, 1.035305403721698, 0.6033407050278599], [-0.294438515745703, -0.27073800578994867, 1.9293508506080026]], [[-1.450215465362941, 0.9079641577566755, -0.026083732413208605], [1.4927634655220228, -1.9874465681080866, 0.9800137216490437], [0.6316227269436454, -1.942764567754626, -0.03556805878590508], [1.7332288094562802, 1.9525764744275453, -1.1053636035633252]]], "point_rotations": [[[[0.2882430050201257, -0.20457216400918954, 1.6926161711010552], [1.746347738965309, 0.7686517032111158, 0.33162453920897494], [-1.379734490382568, -0.6704628163235156, 0.1328196186398909]], [[-1.4651097517708793, -1.5425117408272797, 1.5460360200773682], [1.4836140291317026, 1.3827324806209407, -1.7723420530293827], [-0.6562615717056279, 1.5817172125087673, -0.49002477403844313]], [[0.9935498469095072, 0.4257209557127619, -1.5130982370904293], [-1.3776025028454808, 0.7352302299123505, 1.8380341614193285], [1.5765057891412253, -1.6121579396344963, -0.9116034555634625]], [[0.5493314295342011, -1.558848843689649, 1.3052725411296011], [-1.0482791686172361, -0.44971953987901747, 0.2533122778748078], [0.5895040897326735, -1.77046747089847, 1.8407783043191395]]], [[[-1.7318953245691304, -0.8173350374283128, 0.5348449564606352], [0.7431851047207232, 0.9382916498543263, 1.2057324568487977], [0.6071679133059957, -0.13933946788873408, -1.6915479257653563]], [[-1.6884133473985625, -1.7929586845168601, -0.6581933228355581], [-1.633405558524419, 0.5707261709992943, 1.8340877874269434], [1.6699935804423696, -1.2509674733181222, 1.2386811933638433]], [[-0.7213609696025141, 1.6847097822003567, 0.06143589518684811], [0.35607833091660046, 1.496850372234067, -0.34721446676849554], [0.9024840422249403, 1.9071365356553516, 0.5273272649327319]], [[1.9782976808348418, -1.8828810258558661, 0.3036585072036564], [-1.6984527237041438, 1.431318830968193, 0.8013332480247404], [0.7319875431898675, 1.7008827994963824, -0.8123739884976291]]], [[[-1.2495333595939622, -1.994074151779972, -1.9859930520170201], [-0.187472100397708, 0.45390194270735096, 1.108327319333834], [1.0187702785289736, -1.6014544809129707, 0.4082514338323353]], [[-1.7642274958065887, 1.9161954295862138, 1.4815282424902696], [-0.2818936495140103, -0.33302221106596264, 0.7322848338603225], [-1.3381725211303444, 1.9823530360308594, 0.5618829502601286]], [[-0.5357110688298166, 1.6476169954851017, 1.6754413610827399], [0.8848103716243765, 1.6997195490055343, -1.582589041941862], [-0.5134394047079103, 1.5828315266635675, -1.2130333398202104]], [[1.5496373534988614, -0.3868963580907274, 0.6870401276913505], [1.849970247667355, 1.1141291872059034, -1.5932275142720682], [-0.057709747718911686, -0.6081367279048, 1.2784270795999513]]], [[[0.6451463646492188, -0.6383726601692645, 1.171683521483164], [1.9178554958985568, -0.31231284402603654, 0.33743736213367237], [0.29189980398015836, -1.2193774020564905, -1.1842445240827044]], [[-0.28092613774516995, 1.6069996965015059, -1.2158945625915178], [1.1116831694925176, -1.621495824110851, -1.8773720824604263], [0.5201104353856385, -0.7976501565890306, -0.18109488086043157]], [[1.8417110428076824, 0.6543117391888682, 0.35481660494600176], [-1.9713808353252587, -0.5350591396799009, -1.6338858296371823], [-0.1948946333932513, 1.6552496340016059, 1.3539362659887968]], [[-0.8109738944186975, 0.828002062888221, 1.3844775563855292], [-1.0826696390334192, -1.8874624608099206, 1.1795764838705818], [-0.47510445423696224, -0.4510235597257708, -0.639216237667898]]]], "point_new_positions": [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('point_new_positions', 0, 'point_rotations', 3)
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
