"""Reduced by `make reduce` from geometry-000009 (check: float64).
Signature: float64: wp.mesh_query_furthest_point_no_sign
the float64 copy does not build: Couldn't find function overload for 'mesh_query_furthest_point_no_sign' that matched inputs with types: [uint64, vec3d, float64]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel
def geometry_000009(x1: wp.array(dtype=wp.vec3), mesh: wp.uint64):
    tid = wp.tid()
    v1 = x1[tid]
    pq3 = v1
    q2 = wp.mesh_query_furthest_point_no_sign(mesh, pq3, 0.0)


KERNEL = geometry_000009
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[1.0601747035980225, 1.8822530508041382, 1.6328577995300293], [-0.45709389448165894, 0.9279670715332031, -0.7838184833526611], [0.2979756295681, 0.10224833339452744, -0.5212314128875732], [1.149122953414917, -1.7229589223861694, -0.1427258402109146], [-0.2301616221666336, -0.5612955093383789, 0.7161229848861694], [1.0996285676956177, -1.7523061037063599, -1.4266082048416138], [-0.5978124737739563, 0.5040242671966553, -0.7190667390823364], [-1.5689247846603394, 1.2690500020980835, -1.5623365640640259], [0.8576400279998779, -1.1256364583969116, -1.7210524082183838], [-0.8142277002334595, 1.5033625364303589, -1.9904723167419434], [-0.012300289236009121, -0.13569556176662445, 0.31969788670539856], [0.5666028261184692, -1.667772650718689, 0.8929938077926636], [-0.8038198351860046, 0.07615303248167038, 0.4201858341693878], [1.1456586122512817, -0.983458936214447, -1.696568250656128], [0.17851242423057556, 1.1687010526657104, 1.6083389520645142], [1.5805811882019043, 0.6436338424682617, -0.778740406036377]], "mesh": {"geometry": {"groups": [1, 1, 1, 0], "indices": [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3], "points": [[0.081, 0.099, 0.074], [1.029, -0.06, -0.045], [0.001, 1.095, -0.022], [-0.053, -0.017, 1.179]], "shape": "tetrahedron", "support_winding_number": true, "type": "mesh", "velocities": [[-0.549, -0.905, 0.518], [0.143, -0.878, 0.366], [0.972, -0.967, -0.201], [-0.707, -0.365, -0.603]]}}}')


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
