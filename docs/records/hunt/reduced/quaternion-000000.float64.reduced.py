"""Reduced by `make reduce` from quaternion-000000 (check: float64).
Signature: float64: wp.quat_from_euler, tuple assignment
the float64 copy does not build: Couldn't find function overload for 'quat_from_euler' that matched inputs with types: [vec3d, int32, int32, int32]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def quaternion_000000(x2: wp.array2d[wp.vec3]):
    i, j = wp.tid()
    v2 = x2[i, j]
    m3 = wp.quat_from_euler(v2, 0, 2, 1)


KERNEL = quaternion_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x2": [[[-1.7351843118667603, -1.3692806959152222, -1.5023423433303833], [1.8516955375671387, 1.1395360231399536, 0.5237761735916138]], [[1.268109679222107, 1.1034841537475586, 0.9705513119697571], [1.5811479091644287, 0.9750418066978455, -0.6963393688201904]], [[0.6474811434745789, 0.6422773599624634, 0.20013655722141266], [-1.5903117656707764, 0.5250141620635986, -1.9843412637710571]], [[1.367936611175537, 0.8878408074378967, 1.1203473806381226], [0.4145083725452423, -1.5072786808013916, 0.8901984095573425]], [[-0.7060250639915466, -1.046579122543335, 1.6366732120513916], [1.0986847877502441, -0.01989823579788208, -1.8291192054748535]], [[1.1304885149002075, 0.48569348454475403, 0.7582720518112183], [0.5758292078971863, 1.7141953706741333, -0.30834147334098816]], [[1.8712691068649292, 0.7608431577682495, -1.271417260169983], [-0.00087178242392838, 1.7376233339309692, 0.08239337801933289]], [[0.8481147289276123, 0.562294602394104, -0.5738716125488281], [0.3810417652130127, 1.0951149463653564, -0.5094682574272156]]]}')


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
