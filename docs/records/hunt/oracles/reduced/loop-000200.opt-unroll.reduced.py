"""Reduced by `make reduce` from loop-000200 (check: opt-unroll).
Signature: opt-unroll: wp.abs, wp.cross, wp.tanh, dynamic loop in the adjoint
d(cotangent . outputs)/dcell_positions[0, 2]: np.float64(-2.9592776316983196) vs np.float64(0.8688432741921481): original vs variant differ by 3.83 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def loop_000200(cell_lengths: wp.array[float], cell_positions: wp.array[wp.vec3], n: int, cell_impulses: wp.array[wp.vec3], cell_residuals: wp.array[float]):
#         tid = wp.tid()
#         v0 = cell_lengths[tid]
#         v1 = cell_positions[tid]
#         for j3 in range(4):
#             v0 += wp.tanh(-1.031)
#         v8 = v0 * v1
#         cell_impulses[tid] = v8 + v1 + wp.cross(v8, v1) / (wp.abs(float(tid)) + 1.0) * 0.29
import warp as wp

@wp.kernel
def loop_000200(cell_lengths: wp.array[float], cell_positions: wp.array[wp.vec3], n: int, cell_impulses: wp.array[wp.vec3], cell_residuals: wp.array[float]):
    tid = wp.tid()
    v0 = cell_lengths[tid]
    v1 = cell_positions[tid]
    for j3 in range(4):
        v0 += wp.tanh(-1.031)
    v8 = v0 * v1
    cell_impulses[tid] = v8 + v1 + wp.cross(v8, v1) / (wp.abs(float(tid)) + 1.0) * 0.29


KERNEL = loop_000200
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"cell_lengths": [-0.29704076051712036, -1.0634198188781738, -0.4078463017940521, -1.7079859972000122, 0.5513678193092346, 0.6712884902954102, -0.39855825901031494, 0.3500070571899414, 1.3968251943588257, -0.6608599424362183, 1.3209797143936157, 0.7583603858947754, -1.2161933183670044, -1.7889292240142822, 1.641839623451233, -1.0773532390594482], "cell_positions": [[1.4270461797714233, 1.4198302030563354, 1.2061716318130493], [1.0033248662948608, -0.5956273674964905, 1.502795696258545], [-0.1901431828737259, 0.541695773601532, 1.101784110069275], [0.14654062688350677, -1.2784136533737183, 1.6637464761734009], [-0.760589063167572, 0.3675568699836731, 0.9087185263633728], [-1.8870846033096313, 0.7366222143173218, -1.1284846067428589], [-1.4936155080795288, -0.020040031522512436, 0.7147769927978516], [-0.2868964672088623, 1.3991221189498901, -0.7876189947128296], [-0.12527549266815186, -0.9866535067558289, 1.6045727729797363], [0.8739160299301147, 1.6515573263168335, 1.7187435626983643], [1.1068792343139648, 1.1143383979797363, -1.1616166830062866], [1.2007495164871216, -1.836578369140625, -1.7785521745681763], [1.952630639076233, -1.2656636238098145, 1.8980846405029297], [-0.8861972689628601, 0.9249349236488342, -1.079332709312439], [-0.5788142681121826, -0.7736859917640686, 1.0076366662979126], [0.8493684530258179, -1.71694016456604, -0.9374305009841919]], "n": 3, "cell_impulses": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], "cell_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
