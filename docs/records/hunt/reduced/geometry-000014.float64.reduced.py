"""Reduced by `make reduce` from geometry-000014 (check: float64).
Signature: float64: wp.bvh_query_capsule, wp.vector
the float64 copy does not build: Couldn't find function overload for 'bvh_query_capsule' that matched inputs with types: [uint64, vec3d, vec3d, float64]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel
def geometry_000014(bvh: wp.uint64):
    pq2 = wp.vec3(1.3, 1.083, 0.69)
    bq1 = wp.bvh_query_capsule(bvh, pq2, pq2, 1.89)


KERNEL = geometry_000014
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"bvh": {"geometry": {"groups": [2, 1, 1, 0, 2, 1, 1, 2, 1, 0, 0], "lowers": [[0.54, -0.045, 0.284], [0.155, -0.6, -1.696], [1.277, -1.021, -0.005], [-1.298, 0.64, -1.293], [0.973, 0.799, -1.591], [-1.734, 0.402, -0.371], [-0.445, -1.681, -1.298], [0.843, -1.616, -0.069], [-0.817, -0.795, -0.831], [-0.156, -1.032, 0.512], [0.047, -1.536, -0.052]], "type": "bvh", "uppers": [[1.468, 1.041, 1.063], [0.93, -0.059, -1.218], [1.668, 0.044, 0.71], [-0.439, 1.393, -1.005], [1.734, 1.647, -1.247], [-0.897, 0.872, 0.019], [0.122, -0.93, -0.413], [1.894, -0.833, 0.725], [-0.591, 0.229, 0.332], [0.871, -0.753, 1.327], [1.069, -1.312, 0.3]]}}}')


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
