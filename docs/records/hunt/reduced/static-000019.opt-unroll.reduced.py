"""Reduced by `make reduce` from static-000019 (check: opt-unroll).
Signature: opt-unroll: wp.sin, wp.static, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dcell_pressures[0]: np.float64(2.4381874273909636) vs np.float64(-0.3348919970896968): original vs variant differ by 2.77 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#     K0 = 2
#
#     @wp.kernel
#     def static_000019(cell_pressures: wp.array[float], cell_forces: wp.array[wp.vec3]):
#         tid = wp.tid()
#         v0 = cell_pressures[tid]
#         for j1 in range(1):
#             if wp.static(K0 > 5):
#                 pass
#             else:
#                 v0 += 1.0
#         cell_forces[tid] = wp.vec3(wp.sin(v0))
import warp as wp
K0 = 2

@wp.kernel
def static_000019(cell_pressures: wp.array[float], cell_forces: wp.array[wp.vec3]):
    tid = wp.tid()
    v0 = cell_pressures[tid]
    for j1 in range(1):
        if wp.static(K0 > 5):
            pass
        else:
            v0 += 1.0
    cell_forces[tid] = wp.vec3(wp.sin(v0))


KERNEL = static_000019
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"cell_pressures": [-1.6779776811599731, 1.6514918804168701, -0.6910635828971863, -0.6939037442207336, -0.7809937596321106, -0.21083050966262817, -1.415128231048584, 1.3107051849365234, 1.0585020780563354, 0.7113957405090332, -1.7303324937820435, 0.3396012783050537, -0.7964903116226196, -1.1519901752471924, 0.8440646529197693, 1.933610439300537], "cell_forces": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
