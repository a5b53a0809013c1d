"""Reduced by `make reduce` from quaternion-000009 (check: float64).
Signature: float64: wp.quat_twist_angle_signed
the float64 copy does not build: Couldn't find function overload for 'quat_twist_angle_signed' that matched inputs with types: [vec3d, quatd]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def quaternion_000009(x0: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.quat)):
    tid = wp.tid()
    v0 = x0[tid]
    v2 = x2[tid]
    v3 = wp.quat_twist_angle_signed(v0, v2)


KERNEL = quaternion_000009
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[-1.688838243484497, 1.4709599018096924, 0.9381012320518494], [1.476278305053711, -1.852889895439148, -0.0699617937207222], [-1.9762967824935913, 1.096130132675171, -1.2491035461425781], [-1.1929328441619873, -0.3948180079460144, -0.2236330360174179], [-1.4566234350204468, -0.05379297211766243, -0.0942917987704277], [-0.5862395167350769, -1.0659632682800293, -1.9304078817367554], [-0.6333816647529602, -0.10929184406995773, 0.46337804198265076], [0.2732709050178528, 1.8680115938186646, -1.0974199771881104], [-1.6433866024017334, -1.374294638633728, -0.11610827594995499], [-0.013808513060212135, -1.7168042659759521, 1.7387681007385254], [0.06924451887607574, 1.2269150018692017, 0.8642974495887756], [1.2399029731750488, 1.6423856019973755, -0.6810488700866699], [-0.0307273231446743, -1.828535556793213, -1.751090168952942], [0.9873765110969543, 1.4019802808761597, 1.5356460809707642], [-0.8556708097457886, -1.2727010250091553, 0.7393591403961182], [1.6661673784255981, 1.6107479333877563, -0.5606363415718079]], "x2": [[-0.8735344409942627, -1.736165165901184, -1.432564377784729, -1.7448126077651978], [1.3953132629394531, -0.8746823072433472, -1.633673906326294, 1.6454213857650757], [0.653017520904541, -0.47168004512786865, -0.9985017776489258, -1.3940205574035645], [1.3634779453277588, -0.0699431300163269, -0.3314991295337677, -0.7239885330200195], [1.9648149013519287, -0.2793430984020233, 1.3027665615081787, -1.4003727436065674], [-0.861760675907135, -0.5659120082855225, -0.8328479528427124, 1.5286530256271362], [-1.3483960628509521, 0.32106879353523254, 0.6196445226669312, -1.7023851871490479], [0.2996211647987366, 0.916926383972168, -0.18227310478687286, -0.573150098323822], [-0.6820610761642456, -0.46310943365097046, 0.8831644654273987, 1.1968644857406616], [1.7523149251937866, 1.7412762641906738, 1.8218122720718384, -1.805681586265564], [-0.5122923851013184, -0.12747332453727722, 1.6128156185150146, -0.4487108290195465], [-0.01462170947343111, -0.04202223941683769, 1.6173595190048218, 1.9904414415359497], [1.7782750129699707, -1.8333094120025635, -1.2848949432373047, -1.3289464712142944], [1.886757493019104, 0.42394670844078064, -1.3934217691421509, -0.726330041885376], [-0.8055792450904846, -0.22321592271327972, -1.5635284185409546, -1.8112164735794067], [0.22104020416736603, -1.6549605131149292, -1.5255218744277954, 1.4016170501708984]]}')


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
