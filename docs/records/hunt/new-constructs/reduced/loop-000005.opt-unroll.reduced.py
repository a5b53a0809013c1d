"""Reduced by `make reduce` from loop-000005 (check: opt-unroll).
Signature: opt-unroll: wp.length_sq, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dshape_displacements[0, 2]: np.float64(4.56055332436164) vs np.float64(1.2735735138043867): original vs variant differ by 2.58 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def loop_000005(shape_displacements: wp.array[wp.vec3], shape_costs: wp.array[float]):
#         tid = wp.tid()
#         v0 = 1.0
#         v1 = shape_displacements[tid]
#         v0 += wp.length_sq(v1)
#         for j7 in range(0, 3):
#             v1 = wp.vec3(0.453)
#         shape_costs[tid] = v0
import warp as wp

@wp.kernel
def loop_000005(shape_displacements: wp.array[wp.vec3], shape_costs: wp.array[float]):
    tid = wp.tid()
    v0 = 1.0
    v1 = shape_displacements[tid]
    v0 += wp.length_sq(v1)
    for j7 in range(0, 3):
        v1 = wp.vec3(0.453)
    shape_costs[tid] = v0


KERNEL = loop_000005
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"shape_displacements": [[1.6202466487884521, 0.11391334235668182, 1.6221526861190796], [0.8593299388885498, 1.6160674095153809, 0.1013011559844017], [-1.274137258529663, -1.9412750005722046, -1.193623423576355], [0.27335527539253235, 0.01694037951529026, -1.8096388578414917], [-1.2867934703826904, 0.9890578985214233, -0.7661956548690796], [0.9068856835365295, -0.3452664911746979, 0.5083192586898804], [1.1293731927871704, -0.9105477929115295, 1.6385595798492432], [1.7893314361572266, -0.9811250567436218, -1.9885718822479248], [-1.568565845489502, 0.4495079219341278, 0.31085139513015747], [1.985358715057373, 0.5189183354377747, 0.6803446412086487], [0.886509895324707, 0.4031638503074646, -1.2648717164993286], [1.8205177783966064, -0.09230642020702362, 0.4040091633796692], [-0.97358638048172, -0.9450355768203735, 0.8883826732635498], [0.8461437225341797, -0.9070445895195007, -0.054920416325330734], [-0.01954677700996399, 0.7994685769081116, 0.34261664748191833], [0.7410025000572205, 1.8365623950958252, 0.6748616099357605]], "shape_costs": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
