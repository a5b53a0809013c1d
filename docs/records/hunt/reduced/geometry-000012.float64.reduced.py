"""Reduced by `make reduce` from geometry-000012 (check: float64).
Signature: float64: wp.bvh_query_ray
the float64 copy does not build: Couldn't find function overload for 'bvh_query_ray' that matched inputs with types: [uint64, vec3d, vec3d, int32]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel(enable_backward=False)
def geometry_000012(x0: wp.array(dtype=wp.vec3), bvh: wp.uint64):
    tid = wp.tid()
    v0 = x0[tid]
    pq2 = v0
    root1 = 2
    bq1 = wp.bvh_query_ray(bvh, pq2, v0, root1)


KERNEL = geometry_000012
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[0.8169546127319336, 1.8405346870422363, -1.804789662361145], [1.1263748407363892, -0.7478575110435486, -0.17095312476158142], [-1.4729927778244019, 1.9225566387176514, 1.8205434083938599], [-1.0357396602630615, 0.7464509606361389, -0.8672847747802734], [1.5371710062026978, -1.7055094242095947, -0.7595348954200745], [0.6342806220054626, 0.24836984276771545, -0.9066635370254517], [1.9493287801742554, -1.024422526359558, -1.768456220626831], [0.2850116789340973, -1.380399227142334, -0.4332319498062134], [0.203264519572258, 1.8953713178634644, -1.284916877746582], [-0.15209943056106567, -1.2851332426071167, 1.920062780380249], [-0.08761628717184067, -0.18831054866313934, -0.7007637023925781], [-0.9480754733085632, 0.7113556861877441, 0.18760283291339874], [0.35952267050743103, 0.2076432853937149, 1.6029751300811768], [-0.3736254572868347, -0.9635723233222961, -1.857054352760315], [-0.8035936951637268, 0.5971121191978455, 0.16605423390865326], [-1.5738784074783325, -1.3069058656692505, 1.7124040126800537]], "bvh": {"geometry": {"groups": [0, 1, 0, 0, 0, 1, 2], "lowers": [[0.066, 0.829, -0.482], [-0.431, 0.152, 0.963], [-1.411, 0.937, -1.339], [0.203, -0.793, -1.333], [-0.796, 0.86, 0.759], [-1.165, -0.438, 0.692], [0.161, 0.109, 0.447]], "type": "bvh", "uppers": [[0.618, 2.024, 0.418], [0.113, 0.68, 1.269], [-1.186, 1.235, -0.415], [1.132, 0.006, -0.816], [-0.327, 1.99, 1.906], [-0.403, -0.193, 1.456], [1.31, 1.189, 0.813]]}}}')


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
