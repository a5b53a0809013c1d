"""Reduced by `make reduce` from geometry-000007 (check: cubin).
Signature: cubin: wp.bvh_query_ray, wp.cross, wp.cw_div, wp.normalize, wp.vector
sm_90 build warns: warning #222-D: floating-point operation result is out of range
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel(enable_backward=False)
def geometry_000007(contact_points: wp.array(dtype=wp.vec3), bvh: wp.uint64):
    tid = wp.tid()
    v0 = contact_points[tid]
    pq2 = wp.cw_div(v0, wp.vec3(-2.0, 1.5, -2.0)) - wp.cross(v0, wp.vec3(-2.0, 1.6, -0.92))
    b1 = int(0)
    bq1 = wp.bvh_query_ray(bvh, pq2, wp.normalize(wp.cross(v0, wp.vec3(0.7, 1.47, -0.922)) + wp.vec3(0.1, 0.2, 2.5)))
    while wp.bvh_query_next(bq1, b1):
        pass


KERNEL = geometry_000007
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_points": [[-1.1943433284759521, -0.09922322630882263, 0.2862645983695984], [0.13699939846992493, -0.6967819333076477, -1.9879738092422485], [0.7021806240081787, 0.6184973120689392, 1.030867576599121], [0.5339629054069519, 1.2642747163772583, -1.273177981376648], [-1.130183219909668, -1.0771175622940063, 0.8577939867973328], [1.76544189453125, 1.9559614658355713, 1.4406722784042358], [-1.6599516868591309, -1.6649596691131592, 0.14214812219142914], [1.6200971603393555, 0.4629720449447632, -1.1978952884674072], [0.3085575997829437, 1.0717109441757202, -0.6557230353355408], [-0.8961716294288635, -1.4428813457489014, -1.3054050207138062], [0.408434122800827, 0.6437882781028748, 1.7301965951919556], [-1.7949105501174927, 1.3604875802993774, 1.6369858980178833], [-0.40034884214401245, 0.5823829770088196, -1.2249796390533447], [-0.08626291155815125, 0.1408388614654541, 1.2564373016357422], [-1.438060998916626, 1.4663715362548828, 1.3576092720031738], [0.6131049394607544, 0.9935632944107056, -1.149832010269165]], "bvh": {"geometry": {"groups": [2, 2, 2, 0, 0, 2, 1, 0, 0], "lowers": [[-0.601, -1.428, 0.85], [-0.763, -1.821, 0.527], [-0.148, 0.276, -1.244], [-1.155, -0.08, 0.813], [0.727, -0.971, 0.485], [-1.851, 0.951, -1.324], [-0.979, 0.553, 0.019], [-1.549, 0.37, -0.375], [0.635, 0.403, 0.472]], "type": "bvh", "uppers": [[-0.362, -1.076, 1.901], [-0.486, -1.136, 1.467], [0.6, 0.797, -0.155], [-0.383, 0.155, 1.439], [1.856, 0.213, 1.162], [-1.07, 1.865, -0.169], [-0.68, 0.931, 1.121], [-1.238, 0.824, 0.325], [0.931, 0.611, 1.366]]}}}')


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
