"""Reduced by `make reduce` from geometry-000000 (check: float64).
Signature: float64: wp.volume_lookup, wp.volume_lookup_v
the float64 copy does not build: Input types must be the same, got ['vec3f', 'vec3d']
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def geometry_000000_t(x0: wp.array[Any], volume: wp.uint64, out0: wp.array[Any], out1: wp.array[Any]):
    g3 = wp.volume_lookup_v(volume, 1, 2, 3) + wp.volume_lookup(volume, 3, 1, 2, dtype=wp.vec3)
geometry_000000 = wp.overload(geometry_000000_t, {'x0': wp.array[float], 'out0': wp.array[float], 'out1': wp.array[float]})


KERNEL = geometry_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [0.8314640522003174, 1.8266966342926025, 0.9849237203598022, -1.6391072273254395, -1.254937767982483, 0.35900312662124634, -0.5440467000007629, -0.8141181468963623, 1.8265159130096436, -1.4777709245681763, -1.6464887857437134, 1.158951759338379, 1.1732182502746582, 1.7491527795791626, 0.5900146961212158, 0.8077968955039978], "volume": {"geometry": {"bg_value": 0.0, "dtype": "vec3", "min_world": [-1.0, -1.0, -1.0], "shape": [4, 4, 4], "type": "volume", "values": [[-0.453, 0.874, 0.961], [-0.7, 0.362, 0.273], [-0.585, -0.821, -0.403], [0.228, 0.207, -0.23], [-0.71, 0.791, -0.346], [0.109, -0.821, -0.572], [0.156, 0.975, -0.947], [0.927, 0.565, 0.696], [0.579, 0.157, -0.111], [0.937, -0.768, 0.745], [-0.567, -0.325, 0.691], [-0.774, 0.18, -0.679], [-0.266, 0.129, -0.672], [-0.262, -0.834, 0.963], [-0.897, -0.502, 0.359], [-0.846, -0.901, -0.648], [0.064, 0.75, -0.315], [0.567, -0.326, 0.734], [-0.57, -0.326, -0.951], [-0.334, -0.875, 0.043], [0.214, -0.047, 0.401], [-0.429, 0.528, -0.274], [-0.124, -0.067, -0.729], [-0.039, -0.462, 0.631], [-0.15, 0.858, 0.299], [0.673, 0.387, 0.156], [0.588, 0.256, -0.673], [-0.274, -0.565, 0.385], [-0.932, -0.785, 0.697], [-0.348, -0.859, -0.817], [0.228, -0.445, 0.391], [0.766, 0.304, -0.659], [0.855, 0.471, 0.023], [0.199, 0.162, -0.058], [0.239, 0.834, -0.625], [-0.413, -0.763, 0.912], [-0.488, 0.755, -0.168], [-0.004, 0.802, -0.691], [0.473, 0.859, 0.672], [-0.942, -0.974, 0.647], [0.472, 0.938, 0.489], [0.805, -0.584, -0.95], [-0.583, 0.721, 0.684], [-0.963, -0.629, 0.533], [-0.615, -0.502, -0.714], [-0.61, -0.296, -0.929], [-0.614, 0.828, 0.447], [0.578, -0.315, -0.753], [-0.65, 0.286, -0.456], [0.249, -0.289, -0.116], [-0.652, 0.177, -0.827], [-0.543, -0.218, 0.113], [-0.822, 0.694, -0.12], [-0.275, 0.405, -0.214], [0.177, 0.532, 0.187], [-0.28, 0.098, 0.115], [0.291, 0.423, -0.293], [-0.861, -0.423, -0.885], [0.521, 0.768, 0.974], [-0.598, -0.758, -0.955], [-0.501, -0.02, -0.95], [0.104, 0.918, 0.933], [0.809, -0.059, -0.013], [0.982, 0.53, -0.529]], "voxel_size": 0.5}}, "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "out1": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
