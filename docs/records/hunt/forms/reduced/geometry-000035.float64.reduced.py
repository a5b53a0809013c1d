"""Reduced by `make reduce` from geometry-000035 (check: float64).
Signature: float64: wp.mesh_query_point_sign_normal, wp.vector
the float64 copy does not build: Couldn't find function overload for 'mesh_query_point_sign_normal' that matched inputs with types: [uint64, vec3d, float64]
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel(enable_backward=False)
def geometry_000035_t(node_temperatures: wp.array[Any], node_lengths: wp.array[Any], mesh: wp.uint64, node_new_positions: wp.array[Any], node_impulses: wp.array[Any]):
    pq3 = wp.vec3(1.7, 1.0, 1.0)
    q2 = wp.mesh_query_point_sign_normal(mesh, pq3, 2.0)
geometry_000035 = wp.overload(geometry_000035_t, {'node_temperatures': wp.array[float], 'node_lengths': wp.array[float], 'node_new_positions': wp.array[wp.vec3], 'node_impulses': wp.array[wp.vec3]})


KERNEL = geometry_000035
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"node_temperatures": [-1.1952484846115112, 0.7652431726455688, 0.8897923827171326, -0.7137060165405273, 1.3205422163009644, -0.7948675751686096, -1.8215628862380981, 0.06808508932590485, -1.2570910453796387, -1.5256775617599487, -1.4662317037582397, -1.2054059505462646, 1.6555548906326294, 0.7235873937606812, 0.15311408042907715, -1.8586351871490479], "node_lengths": [-1.0484613180160522, -0.9563096165657043, -1.0932384729385376, 1.7570042610168457, -0.9608929753303528, 0.516910195350647, -0.955661952495575, 1.4887540340423584, 0.5420096516609192, 0.32356882095336914, -1.6317875385284424, -0.8676458597183228, 0.9502978920936584, 0.06762555241584778, 0.3242955803871155, 0.5160918235778809], "mesh": {"geometry": {"groups": [0, 1, 1, 0], "indices": [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3], "points": [[0.035, -0.028, -0.07], [0.84, -0.051, 0.028], [-0.085, 0.755, -0.068], [0.083, 0.097, 0.714]], "shape": "tetrahedron", "support_winding_number": true, "type": "mesh", "velocities": [[0.054, 0.511, 0.27], [0.344, 0.984, 0.272], [-0.32, 0.879, 0.446], [-0.552, 0.018, 0.416]]}}, "node_new_positions": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], "node_impulses": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
