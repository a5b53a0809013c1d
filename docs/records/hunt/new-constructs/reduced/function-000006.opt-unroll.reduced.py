"""Reduced by `make reduce` from function-000006 (check: opt-unroll).
Signature: opt-unroll: wp.clamp, dynamic loop in the adjoint
d(cotangent . outputs)/dx1[1]: np.float64(0.0) vs np.float64(-1.0142638598850104): original vs variant differ by 1 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def function_000006(x1: wp.array[float], out0: wp.array[float]):
#         tid = wp.tid()
#         v1 = x1[tid]
#         v2 = 1.0
#         for j4 in range(1):
#             v2 -= v1
#         v8 = wp.clamp(v2, 1.0, 1.2)
#         out0[tid] = v8
import warp as wp

@wp.kernel
def function_000006(x1: wp.array[float], out0: wp.array[float]):
    tid = wp.tid()
    v1 = x1[tid]
    v2 = 1.0
    for j4 in range(1):
        v2 -= v1
    v8 = wp.clamp(v2, 1.0, 1.2)
    out0[tid] = v8


KERNEL = function_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (16,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [1.4292560815811157, -1.7782739400863647, 1.2396091222763062, 0.9805454611778259, 0.23772631585597992, 1.9246913194656372, 1.2675201892852783, -1.7447569370269775, -0.36265507340431213, 0.9938279390335083, -0.7281064987182617, -1.7593470811843872, -0.4931207001209259, -0.774247944355011, 0.09771406650543213, 0.15422791242599487], "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
    check = 'opt-unroll'
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
        print("expected (float64 copy / CPU):", 0.0)
