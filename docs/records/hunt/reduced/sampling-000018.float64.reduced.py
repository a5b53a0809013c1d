"""Reduced by `make reduce` from sampling-000018 (check: float64).
Signature: float64: wp.curlnoise, wp.rand_init, wp.uint32
the float64 copy does not build: Couldn't find function overload for 'curlnoise' that matched inputs with types: [uint32, vec3d, uint32, float64, float64]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def sampling_000018(x0: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    state = wp.rand_init(88010, tid)
    v8 = wp.curlnoise(state, x0[(tid + 1) % x0.shape[0]], wp.uint32(1), 2.0, 0.5)


KERNEL = sampling_000018
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[-1.6374499797821045, -1.0007398128509521, 1.2457364797592163], [1.72963547706604, 1.9378818273544312, -0.7984397411346436], [-1.851077675819397, -0.3392185866832733, 0.3613843321800232], [0.47274038195610046, 0.7505488991737366, -0.20124787092208862], [0.14579060673713684, -1.2746713161468506, -1.7881834506988525], [-0.9827557802200317, 0.7471197247505188, 0.01608319953083992], [0.6473380923271179, -1.1453255414962769, -1.2188948392868042], [-1.0007175207138062, 1.2432193756103516, -0.049205489456653595], [-1.8497021198272705, -1.6914783716201782, -0.4882347583770752], [-1.0632269382476807, 0.424865186214447, -0.9988380670547485], [0.0053141978569328785, -1.7832471132278442, 0.23414519429206848], [0.955340564250946, -1.933350682258606, 0.6346690654754639], [1.3683388233184814, 0.09548557549715042, -0.41682079434394836], [-0.5096052289009094, 0.4639508128166199, -1.7303353548049927], [1.0927374362945557, 0.407755970954895, -1.0879085063934326], [-0.5146875977516174, -0.10796556621789932, 0.7606093287467957]]}')


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
