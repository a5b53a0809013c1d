"""Reduced by `make reduce` from loop-000011 (check: cubin).
Signature: cubin: wp.zeros
sm_90 build warns: warning: warp/native/builtin.h(2167): Warning: Cannot do atomic on local memory
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 1})

@wp.kernel
def loop_000011(body_temperatures: wp.array[float]):
    tid = wp.tid()
    v1 = body_temperatures[tid]
    buf4 = wp.zeros(shape=6, dtype=float)
    v6 = buf4[wp.abs(int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 8 % 6]


KERNEL = loop_000011
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 1
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"body_temperatures": [-0.23341035842895508, 1.0994584560394287, 0.12904326617717743, 0.9587290287017822, 1.9250166416168213, 0.05107089877128601, 1.7280808687210083, 0.9678772687911987, 1.36940336227417, 1.2370375394821167, 1.7924410104751587, -1.150001883506775, -0.268866628408432, 0.016817158088088036, -1.2910373210906982, 1.4215679168701172]}')


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
