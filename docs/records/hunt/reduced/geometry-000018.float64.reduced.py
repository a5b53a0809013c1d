"""Reduced by `make reduce` from geometry-000018 (check: float64).
Signature: float64: wp.volume_sample
the float64 copy does not build: Couldn't find function overload for 'volume_sample' that matched inputs with types: [uint64, vec3d, int32, float64]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel(enable_backward=False)
def geometry_000018(element_displacements: wp.array(dtype=wp.vec3), volume: wp.uint64):
    tid = wp.tid()
    v1 = element_displacements[tid]
    pq3 = v1
    uvw2 = pq3
    g5 = wp.volume_sample(volume, uvw2, wp.Volume.LINEAR, dtype=float)


KERNEL = geometry_000018
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_displacements": [[1.7144619226455688, -0.7320454716682434, -1.366283655166626], [0.14636383950710297, -0.8549064993858337, -0.7923186421394348], [-0.8238924145698547, -0.8130254745483398, -0.30997443199157715], [0.4037324786186218, 1.4682170152664185, -0.12726616859436035], [-0.08951140940189362, 1.6281474828720093, 1.0789151191711426], [1.4288907051086426, -1.9730217456817627, 0.6784335970878601], [-0.8312622308731079, -1.2736412286758423, 1.3265583515167236], [0.32139575481414795, 1.174537181854248, -1.4069558382034302], [-1.6923307180404663, -1.550318717956543, -0.871451735496521], [0.69157475233078, -0.9292510151863098, 1.022773265838623], [1.305818796157837, -0.03954646736383438, 0.8976716995239258], [-1.3074939250946045, 1.939646601676941, 0.3874344825744629], [-1.5481946468353271, 1.8718340396881104, -1.313616394996643], [-1.102772831916809, -0.899671196937561, -1.393563985824585], [0.856977105140686, 0.023928813636302948, -0.23427553474903107], [0.6381193399429321, -0.0019281919812783599, 0.8124593496322632]], "volume": {"geometry": {"bg_value": 0.0, "dtype": "float32", "min_world": [-1.0, -1.0, -1.0], "shape": [4, 4, 4], "type": "volume", "values": [1.722, -0.296, -1.399, -0.186, 0.46, -1.787, -1.986, -1.989, -0.646, 1.347, -1.802, 0.453, -1.076, -1.102, 1.852, -0.549, -1.316, 1.361, 1.331, 0.708, 1.935, 0.01, 1.167, -0.212, -1.898, -0.136, 0.766, 1.244, 0.469, -0.637, 1.754, -1.99, 1.892, 0.511, -1.929, -1.558, 0.747, -0.058, 1.514, -1.866, -1.796, 0.521, 0.88, -1.228, -0.171, -1.03, -1.175, 0.668, 1.784, -0.691, -0.808, -0.823, 1.745, 0.748, 1.924, -1.637, -0.979, 0.655, 0.592, -1.553, 0.702, -0.415, 0.168, -0.37], "voxel_size": 0.5}}}')


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
