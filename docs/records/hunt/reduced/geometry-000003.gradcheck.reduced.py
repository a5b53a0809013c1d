"""Reduced by `make reduce` from geometry-000003 (check: gradcheck).
Signature: gradcheck: wp.hash_grid_query, wp.iter_next, wp.length
delement_gradients[0][0]/dpts[0][0]: adjoint 0, finite differences 0.5 (float32)
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def geometry_000003_t(element_velocities: wp.array[Any], element_directions: wp.array[Any], pts: wp.array[Any], grid: wp.uint64, volume: wp.uint64, element_gradients: wp.array[Any]):
    tid = wp.tid()
    v2 = pts[tid]
    pq4 = v2
    g5 = float(0.0)
    for nb3 in wp.hash_grid_query(grid, pq4, 0.5):
        d3 = pts[nb3] - pq4
        if wp.length(d3) < 0.5:
            g5 += 0.5
    pq10 = pq4
    v12 = pq10 * g5
    element_gradients[tid] = v12
geometry_000003 = wp.overload(geometry_000003_t, {'element_velocities': wp.array[wp.vec3], 'element_directions': wp.array[wp.vec3], 'pts': wp.array[wp.vec3], 'element_gradients': wp.array[wp.vec3]})


KERNEL = geometry_000003
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_velocities": [[1.207606554031372, -1.8326562643051147, 1.0285911560058594], [1.4733854532241821, -1.9003057479858398, 1.1413774490356445], [-0.5813653469085693, 1.0157151222229004, -1.9389530420303345], [-0.5548332929611206, -1.5364317893981934, -1.534392237663269], [0.21402880549430847, -1.7059837579727173, -0.5285861492156982], [-1.9521117210388184, -0.2655721604824066, 1.3851697444915771], [1.5682388544082642, -0.34521305561065674, -1.8849653005599976], [1.8605375289916992, -1.4815970659255981, -1.1353532075881958], [-0.4756920635700226, -0.9488977789878845, -0.4905977249145508], [-0.20703288912773132, 0.8131611943244934, 1.2703235149383545], [0.5071113705635071, 1.0318210124969482, -0.2921923100948334], [1.455228328704834, 0.2963274121284485, 1.6903117895126343], [1.4237699508666992, -0.3976341485977173, 0.662672221660614], [-1.439468502998352, 1.9233721494674683, -0.7372681498527527], [0.6847366094589233, -0.11385589838027954, -0.4593915045261383], [-0.9326962232589722, 0.9507291913032532, 0.49803560972213745]], "element_directions": [[1.442489504814148, 0.3882891833782196, 1.887094259262085], [1.6162879467010498, 0.7138683795928955, 1.085567593574524], [0.7624451518058777, 1.115673542022705, -0.2156061977148056], [0.1086859405040741, -1.2475364208221436, 0.9548097848892212], [0.9496234059333801, 1.888480305671692, -0.03230517357587814], [0.5627201199531555, -1.555720567703247, 1.2820237874984741], [-0.003909467253834009, -0.24078691005706787, 1.5435703992843628], [1.2873008251190186, 0.729308545589447, -0.48368147015571594], [1.9687421321868896, 1.7790247201919556, -0.4329383075237274], [0.3006412088871002, -0.5219066739082336, -1.2708173990249634], [0.21996189653873444, -1.0055832862854004, -1.7187232971191406], [-0.430742084980011, 0.9114401936531067, 0.5009721517562866], [0.39106786251068115, -1.6526660919189453, -1.2009304761886597], [-1.1255913972854614, -0.02943641133606434, -0.9245292544364929], [-1.8396204710006714, 1.8097214698791504, 1.2451841831207275], [1.193880319595337, 0.3804800808429718, -1.1817429065704346]], "pts": [[-0.2593439221382141, 0.5758892297744751, 0.6640979051589966], [0.4267107844352722, -0.20956605672836304, 0.4869651198387146], [0.3251703679561615, 0.9748154878616333, -0.71010422706604], [-0.5068621635437012, -0.31032994389533997, -0.7454383373260498], [-0.49251189827919006, 0.4115259349346161, 0.04691648855805397], [-0.7094433307647705, 0.32289257645606995, 0.5892703533172607], [-0.7821152806282043, -0.10789678245782852, 0.7422716617584229], [-0.8346947431564331, -0.6372668147087097, 0.5262498259544373], [0.8379390835762024, 0.2673321068286896, -0.49020203948020935], [-0.6042444705963135, -0.40183955430984497, 0.8890582919120789], [-0.7133753299713135, 0.6196109056472778, 0.34309664368629456], [-0.8561325669288635, 0.7679117321968079, 0.7187352776527405], [0.9301907420158386, -0.4376530051231384, 0.4565219283103943], [-0.2083228975534439, 0.47276970744132996, -0.7236555218696594], [-0.598962128162384, 0.2704525291919708, 0.3042072355747223], [-0.08891696482896805, -0.7773431539535522, -0.7076723575592041]], "grid": {"geometry": {"dim": [4, 4, 4], "points_arg": "pts", "radius": 0.5, "type": "hash_grid"}}, "volume": {"geometry": {"bg_value": 0.0, "dtype": "vec3", "min_world": [-1.0, -1.0, -1.0], "shape": [4, 4, 4], "type": "volume", "values": [[0.54, -0.239, 0.208], [-0.572, 0.522, 0.672], [0.621, 0.35, 0.013], [0.114, 0.694, 0.931], [-0.761, 0.251, 0.024], [-0.45, 0.053, -0.453], [-0.864, 0.273, 0.968], [0.73, -0.676, 0.672], [0.145, -0.128, 0.145], [-0.823, -0.265, -0.211], [0.29, 0.123, -0.409], [-0.497, -0.68, 0.124], [0.373, 0.62, -0.873], [0.321, -0.264, -0.617], [-0.193, -0.365, 0.644], [0.758, 0.461, -0.635], [0.552, 0.546, 0.258], [-0.496, -0.429, 0.989], [0.54, 0.371, 0.016], [-0.445, -0.0, -0.391], [0.829, -0.803, 0.451], [0.852, -0.922, -0.683], [-0.969, 0.188, 0.159], [-0.966, -0.665, -0.859], [-0.801, 0.951, -0.042], [0.54, -0.085, 0.205], [0.187, 0.274, -0.932], [0.468, 0.145, 0.789], [-0.555, 0.003, 0.239], [-0.557, 0.872, -0.582], [0.305, -0.412, -0.927], [0.475, 0.144, -0.236], [0.577, 0.022, -0.629], [0.101, -0.247, 0.07], [0.068, 0.772, -0.232], [-0.611, 0.943, 0.446], [-0.829, 0.775, 0.905], [-0.087, 0.452, -0.07], [0.023, 0.026, -0.979], [0.591, 0.312, -0.809], [-0.33, 0.47, 0.532], [-0.72, 0.66, -0.68], [-0.457, 0.661, -0.409], [0.51, -0.789, -0.592], [-0.117, -0.381, 0.32], [0.477, 0.113, 0.572], [0.029, 0.971, 0.398], [-0.677, -0.653, 0.03], [-0.09, 0.221, -0.536], [-0.732, 0.646, 0.956], [0.975, 0.36, -0.902], [-0.238, -0.903, 0.025], [0.239, 0.928, -0.329], [0.959, -0.262, -0.818], [-0.363, 0.203, 0.8], [0.788, -0.94, -0.379], [-0.613, -0.084, -0.039], [-0.219, -0.686, 0.114], [0.873, 0.171, 0.967], [0.947, 0.512, -0.985], [0.313, -0.683, -0.139], [-0.904, -0.78, -0.835], [-0.328, 0.29, -0.409], [0.179, 0.038, -0.378]], "voxel_size": 0.5}}, "element_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('element_gradients', 0, 'pts', 0)
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
