"""Reduced by `make reduce` from combined-000202 (check: eq-static).
Signature: eq-static: wp.cross, wp.diag, wp.identity, wp.length_sq, wp.sin, wp.tanh, wp.vector, tuple assignment, dynamic loop in the adjoint
d(cotangent . outputs)/djoint_densities[1, 1, 0]: np.float64(-7.769366413327841) vs np.float64(-7.7044764817228675): original vs variant differ by 0.00842 (float64)
Run: python {this file}
"""

import json

import numpy as np

# eq-static: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def combined_000202(joint_densities: wp.array3d[float], dt: float, n: int, total_counts: wp.array[float], joint_energies: wp.array3d[float], joint_scores: wp.array3d[float]):
#         i, j, k = wp.tid()
#         v0 = joint_densities[i, j, k]
#         for j1 in range(1):
#             dt = dt + wp.sin(v0)
#         v2 = wp.vec3(1.494, -0.3, 1.949) * (v0 + v0) @ (wp.identity(n=3, dtype=float) * -0.867 @ wp.diag(wp.vec3(-1.48, -0.1, -1.17)) @ wp.diag(wp.vec3(0.98, 0.314, -0.72)))
#         w3 = int(0)
#         for _counted_w3 in range(3):
#             w3 = w3 + 1
#             v0 = v0 + wp.tanh(0.16)
#         v9 = v0
#         joint_energies[i, j, k] = v0 + dt + v9 + wp.length_sq(wp.cross(v2, wp.vec3(1.779, -1.056, -0.33))) * 1.4
import warp as wp

@wp.kernel
def combined_000202(joint_densities: wp.array3d[float], dt: float, n: int, total_counts: wp.array[float], joint_energies: wp.array3d[float], joint_scores: wp.array3d[float]):
    i, j, k = wp.tid()
    v0 = joint_densities[i, j, k]
    for j1 in range(1):
        dt = dt + wp.sin(v0)
    v2 = wp.vec3(1.494, -0.3, 1.949) * (v0 + v0) @ (wp.identity(n=3, dtype=float) * -0.867 @ wp.diag(wp.vec3(-1.48, -0.1, -1.17)) @ wp.diag(wp.vec3(0.98, 0.314, -0.72)))
    w3 = int(0)
    while w3 < 3:
        w3 = w3 + 1
        v0 = v0 + wp.tanh(0.16)
    v9 = v0
    joint_energies[i, j, k] = v0 + dt + v9 + wp.length_sq(wp.cross(v2, wp.vec3(1.779, -1.056, -0.33))) * 1.4


KERNEL = combined_000202
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (4, 2, 2)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_densities": [[[1.6236507892608643, 0.33916419744491577], [-0.1241658627986908, 0.24100486934185028]], [[-0.9867423176765442, 0.7759199738502502], [-0.09837926179170609, -0.9972509741783142]], [[-1.5496467351913452, 0.8867083191871643], [-1.0242844820022583, -1.009019374847412]], [[0.6199237704277039, -1.8252654075622559], [1.232361912727356, -0.47838565707206726]]], "dt": -1.1172454357147217, "n": 3, "total_counts": [0.0, 0.0, 0.0], "joint_energies": [[[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]]], "joint_scores": [[[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]]]}')


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
    check = 'eq-static'
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
