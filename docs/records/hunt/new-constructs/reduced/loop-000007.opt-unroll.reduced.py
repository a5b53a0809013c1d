"""Reduced by `make reduce` from loop-000007 (check: opt-unroll).
Signature: opt-unroll: wp.length, wp.vector, wp.zeros, dynamic loop in the adjoint
d(cotangent . outputs)/dpoint_normals[0, 0]: np.float64(-1.0913737260745733) vs np.float64(0.6695813203267521): original vs variant differ by 1.76 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def loop_000007(point_normals: wp.array(dtype=wp.vec3), point_energies: wp.array(dtype=float)):
#         tid = wp.tid()
#         v0 = point_normals[tid]
#         buf2 = wp.zeros(shape=(5,), dtype=float)
#         for j3 in range(1):
#             buf2[j3] = wp.length(v0)
#         v4 = buf2[tid * tid % 5]
#         for j5 in range(1):
#             v0 = wp.vec3(1.1, 1.9, 0.366)
#         point_energies[tid] = v4
import warp as wp

@wp.kernel
def loop_000007(point_normals: wp.array(dtype=wp.vec3), point_energies: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = point_normals[tid]
    buf2 = wp.zeros(shape=(5,), dtype=float)
    for j3 in range(1):
        buf2[j3] = wp.length(v0)
    v4 = buf2[tid * tid % 5]
    for j5 in range(1):
        v0 = wp.vec3(1.1, 1.9, 0.366)
    point_energies[tid] = v4


KERNEL = loop_000007
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_normals": [[-1.9000025987625122, -0.14055664837360382, 1.390526533126831], [1.385312795639038, 1.1869648694992065, 0.44225141406059265], [-0.4577489495277405, 0.39642420411109924, -1.4308141469955444], [1.7472091913223267, 0.4726611077785492, -0.6952370405197144], [-1.0965766906738281, -0.3895922303199768, -0.708253026008606], [-1.461788535118103, -1.1305326223373413, -1.6044559478759766], [1.4977519512176514, -0.6871439814567566, 0.6422929763793945], [-1.2392302751541138, -1.0848214626312256, -0.33503833413124084], [-1.1931418180465698, -0.9590139389038086, 0.9279978275299072], [-1.3130779266357422, -1.508800983428955, 1.8616917133331299], [-0.570288896560669, -0.40876495838165283, -0.5901743769645691], [-0.06486836075782776, -0.05197640135884285, -1.4745515584945679], [0.30588197708129883, -1.8755379915237427, -1.0536084175109863], [1.4501591920852661, 1.5514590740203857, -0.4500806927680969], [0.4531259536743164, 0.33360403776168823, -1.3347339630126953], [-0.6744912266731262, 1.1325209140777588, -0.2982351779937744]], "point_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
