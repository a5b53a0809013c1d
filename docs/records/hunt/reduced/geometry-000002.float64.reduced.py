"""Reduced by `make reduce` from geometry-000002 (check: float64).
Signature: float64: wp.bvh_query_capsule
the float64 copy does not build: Couldn't find function overload for 'bvh_query_capsule' that matched inputs with types: [uint64, vec3d, vec3d, float64, int32]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def geometry_000002(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), bvh: wp.uint64):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    pq7 = v0
    root6 = 0
    bq6 = wp.bvh_query_capsule(bvh, pq7, v1, 0.14, root6)


KERNEL = geometry_000002
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[1.4911781549453735, -0.9698387384414673, 0.26658526062965393], [1.9317089319229126, 0.14060992002487183, 0.07504978775978088], [-1.5884863138198853, -1.6786285638809204, -1.6095577478408813], [1.2665700912475586, 1.267621636390686, 0.918952465057373], [1.045385479927063, 1.653961181640625, -1.8758105039596558], [0.908234715461731, 0.5592284798622131, -0.2036276012659073], [-0.3150373697280884, 0.7735121250152588, 0.8550612330436707], [0.7902249693870544, -0.12433569133281708, 0.4744088351726532], [0.2953889071941376, -0.5019403696060181, 1.6511136293411255], [-1.8428409099578857, 1.143081784248352, -1.3920239210128784], [1.319089412689209, 0.7777507901191711, -1.7545275688171387], [-0.7937374114990234, 0.6252298355102539, 0.4321816563606262], [0.19049179553985596, 1.9305094480514526, -0.09441336244344711], [-1.1597325801849365, 0.31297755241394043, 1.738677740097046], [0.5202167630195618, -1.8181332349777222, 0.09690611809492111], [0.17165598273277283, -0.549011766910553, 1.2725306749343872]], "x1": [[-1.5327911376953125, -1.7571098804473877, -1.8894795179367065], [-1.9384071826934814, -1.3087372779846191, 0.07512851059436798], [-1.4442216157913208, 0.505179226398468, -1.3278881311416626], [0.6144323945045471, -1.7236919403076172, -1.7450345754623413], [-0.07675203680992126, 1.0271607637405396, 0.8093637228012085], [-0.9293028116226196, 1.3575642108917236, -1.8872652053833008], [-1.7623865604400635, -1.0683335065841675, -0.9426383972167969], [1.4019676446914673, -1.8995187282562256, -1.5063508749008179], [0.6006230711936951, 0.29836148023605347, -1.5392323732376099], [1.0651963949203491, 1.4296847581863403, -0.21377411484718323], [0.020133929327130318, 1.4036487340927124, -0.33331969380378723], [0.5841065645217896, -0.6445642709732056, -1.5457091331481934], [0.1322789192199707, -0.4183925986289978, -1.2409764528274536], [-0.9467394948005676, 1.4999581575393677, -1.131248950958252], [-0.7115140557289124, 1.2158318758010864, 1.1770645380020142], [-0.5434679388999939, -1.7846301794052124, 0.7880699038505554]], "bvh": {"geometry": {"groups": [0, 1, 2, 1, 2, 0, 1, 2, 1], "lowers": [[-0.915, 0.922, 1.026], [-1.123, 0.636, -0.903], [-0.058, -0.109, -1.882], [0.618, -1.243, -0.33], [-1.025, 1.065, -0.583], [0.971, 0.622, 0.359], [-1.59, 0.146, 0.127], [-1.385, -0.01, 0.723], [-1.558, 0.368, -1.61]], "type": "bvh", "uppers": [[-0.663, 1.862, 1.518], [-0.829, 1.333, -0.636], [0.594, 0.612, -0.828], [1.682, -0.149, 0.13], [0.155, 1.897, -0.267], [1.785, 0.983, 0.562], [-0.415, 0.702, 0.968], [-1.018, 0.944, 1.317], [-1.262, 0.975, -0.478]]}}}')


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


if __name__ == "__main__":
    import os
    import subprocess
    import sys
    import tempfile

    wp.init()
    check = 'float64'
    args = arguments()
    if check == "codegen":
        try:
            wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
            print("Warp generated and ran the kernel: the bug is fixed")
        except Exception as error:
            print(f"Warp raises {type(error).__name__}: {error}")
    elif check == "cubin":
        wp.config.log_level = wp.LOG_DEBUG
        wp.compile_aot_module(KERNEL.module, arch=90, module_dir=tempfile.mkdtemp(), use_ptx=False)
    elif check == "hashseed":
        codes = []
        for seed in ("0", "1"):
            env = {**os.environ, "PYTHONHASHSEED": seed, "HASHSEED_CHILD": "1"}
            codes.append(subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True).stdout)
        print("generated code differs between hash seeds" if codes[0] != codes[1] else "generated code is the same")
    else:
        wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
        print("outputs:", [a.numpy().tolist() for a in args if isinstance(a, wp.array)])
        print("expected (float64 copy / CPU):", None)
