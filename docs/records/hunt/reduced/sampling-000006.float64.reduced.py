"""Reduced by `make reduce` from sampling-000006 (check: float64).
Signature: float64: wp.pnoise, wp.rand_init
the float64 copy does not build: Couldn't find function overload for 'pnoise' that matched inputs with types: [uint32, vec2d, int32, int32]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel(enable_backward=False)
def sampling_000006(particle_offsets: wp.array[wp.vec2]):
    tid = wp.tid()
    state = wp.rand_init(52071, tid)
    v1 = particle_offsets[tid]
    c3 = wp.pnoise(state, v1, 6, 7)


KERNEL = sampling_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_offsets": [[1.4879153966903687, -0.5555294156074524], [0.42025697231292725, 1.0063077211380005], [-0.38015326857566833, -1.7415088415145874], [0.3538002073764801, 1.4941781759262085], [0.0638054832816124, -0.995702862739563], [1.3477182388305664, 1.9764798879623413], [0.258786141872406, -1.459106683731079], [-0.2454148679971695, 1.4575505256652832], [-0.437696635723114, -0.10809140652418137], [-0.4642323851585388, -1.090943694114685], [1.3781019449234009, -0.8971940279006958], [-1.1384451389312744, 0.8469727635383606], [0.6640021800994873, -1.3096275329589844], [-0.8616679310798645, -0.7068296074867249], [1.421152949333191, -0.8419385552406311], [1.7053093910217285, 1.9711556434631348]]}')


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
