"""Reduced by `make reduce` from spatial-000009 (check: float64).
Signature: float64: wp.spatial_vector, wp.velocity_at_point
the float64 copy does not build: Couldn't find function overload for 'velocity_at_point' that matched inputs with types: [vector(length=6, dtype=float64), vec3d]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def spatial_000009(x1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v1 = x1[tid]
    v5 = wp.velocity_at_point(wp.spatial_vector(1.7, 0.914, 1.3, 1.84, 1.2, 0.4), v1)


KERNEL = spatial_000009
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[-0.5725882649421692, 1.6308375597000122, -0.9975257515907288], [0.3579601049423218, 0.7839953303337097, -0.781467854976654], [1.4641716480255127, 1.4405064582824707, 0.42998477816581726], [-1.1315239667892456, -1.8077239990234375, 1.7910491228103638], [1.4330778121948242, 0.7902785539627075, 0.26124417781829834], [-1.6310075521469116, -0.10909122228622437, -0.9659611582756042], [0.5944645404815674, -1.8409799337387085, -0.5410130023956299], [-0.3392220437526703, -0.4326595664024353, 1.9242217540740967], [0.42217156291007996, -0.1500023603439331, -0.323700487613678], [1.3669767379760742, -1.642822027206421, 0.2150309681892395], [1.4189046621322632, 0.6906320452690125, 0.8869315981864929], [1.168196201324463, -0.48081323504447937, 0.2409512996673584], [1.224678635597229, 0.1797475665807724, 1.3146483898162842], [-1.6548829078674316, 1.0700980424880981, 0.27015766501426697], [0.43251869082450867, -1.9405337572097778, -0.09255558252334595], [-1.1776973009109497, -1.4588278532028198, -0.6891098022460938]]}')


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
