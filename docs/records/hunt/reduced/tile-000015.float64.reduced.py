"""Reduced by `make reduce` from tile-000015 (check: float64).
Signature: float64: wp.tile_load, wp.tile_scan_exclusive, tuple assignment
the float64 copy does not build: tile_scan_exclusive() argument must be a tile of type float32, int32, or uint32, got <class 'warp._src.types.float64'>
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 128, 'enable_mathdx_gemm': False, 'enable_mathdx_fft': False, 'enable_mathdx_solver': False})
COLS = wp.constant(16)

@wp.kernel
def tile_000015(x1: wp.array(dtype=float)):
    i, lane = wp.tid()
    t1 = wp.tile_load(x1, shape=(16,), offset=(i * COLS,), storage='shared')
    t3 = wp.tile_scan_exclusive(t1)


KERNEL = tile_000015
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 128)
BLOCK_DIM = 128
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [1.1639505624771118, 1.1256959438323975, -0.03452300280332565, 1.3461889028549194, -1.4914939403533936, -1.5329753160476685, 0.9132658839225769, -1.6073634624481201, -0.8119996786117554, -0.5718302130699158, 1.7787028551101685, 1.7342442274093628, -0.46675992012023926, -0.8615151047706604, 1.1687064170837402, -1.0808584690093994, 0.7111446261405945, 0.362201452255249, -1.3825862407684326, -1.2441260814666748, 0.9695413112640381, -0.6854161024093628, -0.8218821883201599, 0.6328960657119751, 1.8876038789749146, 1.0228111743927002, -1.5253486633300781, 0.33989688754081726, -0.9253401160240173, -1.4114089012145996, 0.7337459921836853, 0.5695196390151978]}')


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
