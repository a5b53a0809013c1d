"""Reduced by `make reduce` from geometry-000006 (check: float64).
Signature: float64: wp.volume_sample_f
the float64 copy does not build: Couldn't find function overload for 'volume_sample_f' that matched inputs with types: [uint64, vec3d, int32]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def geometry_000006(x0: wp.array(dtype=wp.vec3), volume: wp.uint64):
    tid = wp.tid()
    v0 = x0[tid]
    pq2 = v0
    uvw1 = pq2
    g4 = wp.volume_sample_f(volume, uvw1, wp.Volume.LINEAR)


KERNEL = geometry_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[-0.8589286208152771, 0.25951454043388367, 0.5832234621047974], [-0.11271669715642929, -1.3521010875701904, 0.7384787201881409], [-0.31915584206581116, -0.05980183929204941, -1.1785738468170166], [-0.4437607228755951, 1.9737050533294678, -1.922972559928894], [-0.4105932116508484, -1.98597252368927, -1.3223391771316528], [-0.5617642402648926, 1.9486534595489502, 0.43869683146476746], [-1.4975478649139404, 0.8873561024665833, 0.7625895738601685], [0.06998120993375778, 0.29003089666366577, -1.8706364631652832], [1.805572748184204, 0.5226048827171326, -0.531580924987793], [-1.3227908611297607, -1.3349065780639648, -0.17470529675483704], [-0.38331687450408936, -1.7315601110458374, -1.5801817178726196], [-1.5802735090255737, -1.5304195880889893, 0.0034967055544257164], [-0.13837847113609314, -0.9018622636795044, -1.8195704221725464], [-0.918773889541626, 0.07465843111276627, -0.2787531614303589], [-1.9538573026657104, 0.668724536895752, 1.4298136234283447], [1.8751025199890137, -0.6497478485107422, 1.3948808908462524]], "volume": {"geometry": {"bg_value": 0.0, "dtype": "float32", "min_world": [-1.0, -1.0, -1.0], "shape": [4, 4, 4], "type": "volume", "values": [-1.271, 0.99, 1.726, -0.727, -1.384, 1.436, -1.172, 1.463, 0.04, -1.796, -0.297, 1.423, 1.99, -1.587, 1.448, -1.147, 1.36, -0.352, -0.762, -1.567, 1.013, 0.852, -1.903, 1.386, 0.938, -0.595, 1.387, -1.738, 1.896, 0.344, 0.124, -0.622, -0.362, 0.969, -0.824, 1.19, 1.47, 1.198, -1.516, -0.123, -1.642, 1.376, -1.693, 0.585, -1.855, 1.762, -0.156, -1.927, 1.592, 1.835, -0.499, -1.686, 0.442, -1.37, -0.3, 0.061, -1.654, -0.333, 1.036, -0.316, -0.826, -1.526, 0.973, 0.168], "voxel_size": 0.5}}}')


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
