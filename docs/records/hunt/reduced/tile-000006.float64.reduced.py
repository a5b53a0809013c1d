"""Reduced by `make reduce` from tile-000006 (check: float64).
Signature: float64: wp.tile_load, wp.tile_scan_min_inclusive
the float64 copy does not build: tile_scan_min_inclusive() argument must be a tile of type float32, int32, or uint32, got <class 'warp._src.types.float64'>
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 128, 'enable_mathdx_gemm': False, 'enable_mathdx_fft': False, 'enable_mathdx_solver': False})
TILE_N = wp.constant(8)

@wp.kernel
def tile_000006(x0: wp.array(dtype=float)):
    i = wp.tid()
    t0 = wp.tile_load(x0, shape=(TILE_N,), offset=(i * TILE_N,))
    t5 = wp.tile_scan_min_inclusive(t0)


KERNEL = tile_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 128)
BLOCK_DIM = 128
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [1.3973444700241089, 0.22883854806423187, 1.9074225425720215, -0.6893979907035828, -0.19272537529468536, -1.9081439971923828, -0.1045922040939331, 1.0636037588119507, 1.6003632545471191, -0.5539554953575134, 0.11111223697662354, 1.704797625541687, -1.9049484729766846, -1.4172089099884033, 1.0957802534103394, -0.5504615306854248, 0.12136316299438477, -1.7321321964263916, -0.6259620189666748, 1.0354275703430176, 0.007090672850608826, 1.4203792810440063, -0.9222404956817627, -1.8092617988586426, -0.5691133141517639, 1.3896512985229492, -0.9209810495376587, -0.6700319051742554, -1.2811014652252197, 1.2162965536117554, 0.29679280519485474, 1.3289958238601685]}')


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
