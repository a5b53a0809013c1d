"""Reduced by `make reduce` from geometry-000001 (check: gradcheck).
Signature: gradcheck: wp.bvh_get_group_root, wp.bvh_query_capsule, wp.cross, wp.normalize, wp.vector
dnode_energies[0]/dnode_weights[0]: adjoint 0, finite differences 1 (float32)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def geometry_000001_t(node_weights: wp.array[Any], node_directions: wp.array[Any], bvh: wp.uint64, pts: wp.array[Any], node_energies: wp.array[Any]):
    tid = wp.tid()
    v0 = node_weights[tid]
    v1 = node_directions[tid]
    pq4 = -v1 + (v1 - wp.vec3(1.69, -0.144, 0.4))
    g5 = float(0.0)
    b3 = int(0)
    root3 = wp.bvh_get_group_root(bvh, 1)
    bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, wp.vec3(1.352, -0.943, 0.0)) + wp.vec3(0.1, 0.2, 2.5)), 1.81, root3)
    while wp.bvh_query_next(bq3, b3, 5.0):
        g5 += 1.0
    pq8 = wp.vec3(1.0, v0 * g5, 1.0)
    node_energies[tid] = pq8[1]
geometry_000001 = wp.overload(geometry_000001_t, {'node_weights': wp.array[float], 'node_directions': wp.array[wp.vec3], 'pts': wp.array[wp.vec3], 'node_energies': wp.array[float]})


KERNEL = geometry_000001
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"node_weights": [1.0657644271850586, -0.7756087779998779, 0.9843599796295166, 0.7184295654296875, -1.963239073753357, 0.9076684713363647, -1.496151328086853, -1.6792519092559814, 1.9641169309616089, 0.4702669084072113, 1.4259238243103027, 0.49134916067123413, 0.6606024503707886, -0.1664397269487381, 1.5842018127441406, -1.505958080291748], "node_directions": [[0.8522946834564209, 1.3485698699951172, -1.5221341848373413], [0.36756807565689087, 1.4071789979934692, 1.3913289308547974], [0.43247976899147034, 1.7845792770385742, 1.8667583465576172], [1.0696513652801514, 0.6815249919891357, 0.9573425650596619], [-1.112444519996643, -0.17983166873455048, -1.543978214263916], [1.0055279731750488, 1.241739273071289, 0.8994709253311157], [1.7119641304016113, 1.6372456550598145, 0.5656348466873169], [-1.7723982334136963, 0.4245205223560333, -1.689928412437439], [1.2994779348373413, -0.8371673226356506, 0.05070009455084801], [0.6359320282936096, -0.30764007568359375, 0.9247474074363708], [-1.1963839530944824, 0.21811403334140778, -1.4261407852172852], [0.9988767504692078, 0.5715585947036743, -1.0249879360198975], [0.2772497534751892, 0.14541837573051453, 0.9894483089447021], [1.4571887254714966, 0.9412681460380554, 1.6002599000930786], [-1.5599268674850464, 1.0917975902557373, 0.23668710887432098], [-0.7500724792480469, -0.31165364384651184, -0.7776735424995422]], "bvh": {"geometry": {"groups": [1, 2, 1, 2, 2, 2], "lowers": [[-0.501, -0.94, -1.843], [-1.197, 0.862, -0.12], [0.909, 0.806, -0.031], [0.632, -0.33, -1.006], [-1.821, -0.73, -1.258], [-1.54, -0.857, -1.789]], "type": "bvh", "uppers": [[0.041, -0.679, -0.866], [-0.485, 1.412, 0.142], [1.449, 1.336, 0.843], [1.398, 0.746, -0.157], [-1.108, -0.149, -0.53], [-1.109, 0.103, -0.634]]}}, "pts": [[0.8409294486045837, 0.6558542251586914, -0.9012792706489563], [0.1566372513771057, 0.0037789619527757168, 0.742975652217865], [0.31963783502578735, 0.1561899036169052, 0.3268378973007202], [-0.1265561580657959, 0.37295570969581604, -0.1153980940580368], [0.259023517370224, -0.20213483273983002, 0.4186124801635742], [0.25344914197921753, -0.45333433151245117, 0.3681781589984894], [0.11446548998355865, 0.6574190258979797, 0.3996764123439789], [-0.7634813785552979, 0.20300176739692688, -0.1000833511352539], [-0.8199712038040161, 0.33744966983795166, -0.3393447995185852], [0.8538010120391846, 0.7788180112838745, -0.6669942140579224], [-0.34584105014801025, 0.10714684426784515, -0.10721495747566223], [0.36745595932006836, 0.421796977519989, -0.5735545754432678], [0.8739826083183289, -0.605191707611084, -0.9528710842132568], [-0.7029509544372559, 0.3461132347583771, -0.49691322445869446], [-0.8270242810249329, -0.7968477606773376, 0.05038575828075409], [-0.07578368484973907, 0.5816535949707031, -0.621895432472229]], "node_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


def geometry(d, device, arrays):
    def vec3s(key):
        return wp.array(np.asarray(d[key], dtype=np.float32), dtype=wp.vec3, device=device) if d.get(key) else None

    def ints(key):
        return wp.array(np.asarray(d[key], dtype=np.int32).reshape(-1), dtype=wp.int32, device=device) if d.get(key) else None

    if d["type"] == "mesh":
        return wp.Mesh(points=vec3s("points"), indices=ints("indices"), velocities=vec3s("velocities"),
                       support_winding_number=bool(d.get("support_winding_number", False)), groups=ints("groups"))
    if d["type"] == "bvh":
        return wp.Bvh(vec3s("lowers"), vec3s("uppers"), groups=ints("groups"))
    if d["type"] == "hash_grid":
        grid = wp.HashGrid(*[int(n) for n in d["dim"]], device=device)
        grid.build(arrays[d["points_arg"]], float(d["radius"]))
        return grid
    shape = tuple(int(n) for n in d["shape"])
    vector = d["dtype"] == "vec3"
    values = np.asarray(d["values"], dtype=np.int32 if d["dtype"] == "int32" else np.float32)
    background = (d["bg_value"],) * 3 if vector and not isinstance(d["bg_value"], list) else d["bg_value"]
    return wp.Volume.load_from_numpy(values.reshape(shape + ((3,) if vector else ())), d["min_world"],
                                     float(d["voxel_size"]), background, device=device)


OUT, OUT_INDEX, IN, IN_INDEX = ('node_energies', 0, 'node_weights', 0)
STEP = 0.001


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
