"""Reduced by `make reduce` from launch_nd-000004 (check: opt-unroll).
Signature: opt-unroll: wp.mod, wp.normalize, wp.vector, tuple assignment, dynamic loop in the adjoint
d(cotangent . outputs)/dpoint_temperatures[0, 0, 1]: np.float64(-0.8496053187488348) vs np.float64(-0.15396251138611744): original vs variant differ by 0.696 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def launch_nd_000004(point_temperatures: wp.array3d[float], point_forces: wp.array3d[wp.vec3]):
#         i, j, k = wp.tid()
#         v0 = point_temperatures[i, j, k]
#         v2 = 1.0
#         for j4 in range(1):
#             v2 -= v0
#         if k % 3 == 1:
#             v3 = wp.normalize(wp.vec3(v2, 1.0, 1.0))
#         point_forces[i, j, k] = v3
import warp as wp

@wp.kernel
def launch_nd_000004(point_temperatures: wp.array3d[float], point_forces: wp.array3d[wp.vec3]):
    i, j, k = wp.tid()
    v0 = point_temperatures[i, j, k]
    v2 = 1.0
    for j4 in range(1):
        v2 -= v0
    if k % 3 == 1:
        v3 = wp.normalize(wp.vec3(v2, 1.0, 1.0))
    point_forces[i, j, k] = v3


KERNEL = launch_nd_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (2, 4, 2)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_temperatures": [[[-0.7269571423530579, 1.2455072402954102], [0.014709480106830597, -1.8552788496017456], [1.4907218217849731, 0.7166248559951782], [1.709316611289978, 0.4965749680995941]], [[-0.5395243167877197, 0.6767286062240601], [1.8627136945724487, -1.5361453294754028], [0.5896974802017212, -0.07662106305360794], [-0.133982852101326, -1.0082496404647827]]], "point_forces": [[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]]}')


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
