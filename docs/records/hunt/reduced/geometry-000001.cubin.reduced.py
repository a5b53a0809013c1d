"""Reduced by `make reduce` from geometry-000001 (check: cubin).
Signature: cubin: wp.bvh_get_group_root, wp.bvh_query_capsule, wp.cross, wp.normalize, wp.vector
sm_90 build warns: warning #222-D: floating-point operation result is out of range
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def geometry_000001(sample_displacements: wp.array[wp.vec3], bvh: wp.uint64):
    tid = wp.tid()
    v1 = sample_displacements[tid]
    pq4 = -v1 + (v1 - wp.vec3(1.69, -0.144, 0.4))
    b3 = int(0)
    root3 = wp.bvh_get_group_root(bvh, 1)
    bq3 = wp.bvh_query_capsule(bvh, pq4, wp.normalize(wp.cross(v1, pq4) + wp.vec3(0.1, 0.2, 2.5)), 1.28, root3)
    while wp.bvh_query_next(bq3, b3):
        pass


KERNEL = geometry_000001
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"sample_displacements": [[1.0657644271850586, -0.7756087779998779, 0.9843599796295166], [0.7184295654296875, -1.963239073753357, 0.9076684713363647], [-1.496151328086853, -1.6792519092559814, 1.9641169309616089], [0.4702669084072113, 1.4259238243103027, 0.49134916067123413], [0.6606024503707886, -0.1664397269487381, 1.5842018127441406], [-1.505958080291748, 0.8522946834564209, 1.3485698699951172], [-1.5221341848373413, 0.36756807565689087, 1.4071789979934692], [1.3913289308547974, 0.43247976899147034, 1.7845792770385742], [1.8667583465576172, 1.0696513652801514, 0.6815249919891357], [0.9573425650596619, -1.112444519996643, -0.17983166873455048], [-1.543978214263916, 1.0055279731750488, 1.241739273071289], [0.8994709253311157, 1.7119641304016113, 1.6372456550598145], [0.5656348466873169, -1.7723982334136963, 0.4245205223560333], [-1.689928412437439, 1.2994779348373413, -0.8371673226356506], [0.05070009455084801, 0.6359320282936096, -0.30764007568359375], [0.9247474074363708, -1.1963839530944824, 0.21811403334140778]], "bvh": {"geometry": {"groups": [1, 2, 1, 2, 2, 2], "lowers": [[-0.501, -0.94, -1.843], [-1.197, 0.862, -0.12], [0.909, 0.806, -0.031], [0.632, -0.33, -1.006], [-1.821, -0.73, -1.258], [-1.54, -0.857, -1.789]], "type": "bvh", "uppers": [[0.041, -0.679, -0.866], [-0.485, 1.412, 0.142], [1.449, 1.336, 0.843], [1.398, 0.746, -0.157], [-1.108, -0.149, -0.53], [-1.109, 0.103, -0.634]]}}}')


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
    check = 'cubin'
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
