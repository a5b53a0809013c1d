"""Reduced by `make reduce` from combined-000000 (check: eq-static).
Signature: eq-static: wp.vector, tuple assignment, dynamic loop in the adjoint
d(cotangent . outputs)/dsample_radii[0, 3, 1]: np.float64(-2.3215518312690477) vs np.float64(1.344369552898829): original vs variant differ by 2.73 (float64)
Run: python {this file}
"""

import json

import numpy as np

# eq-static: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def combined_000000(sample_radii: wp.array3d[float], sample_gradients: wp.array3d[wp.vec3]):
#         i, j, k = wp.tid()
#         v0 = sample_radii[i, j, k]
#         v2 = v0
#         w4 = int(0)
#         for _counted_w4 in range(4):
#             w4 = w4 + 1
#             v1 = 0.5
#         sample_gradients[i, j, k] = v2 * v1 * wp.vec3(0.9)
import warp as wp

@wp.kernel
def combined_000000(sample_radii: wp.array3d[float], sample_gradients: wp.array3d[wp.vec3]):
    i, j, k = wp.tid()
    v0 = sample_radii[i, j, k]
    v2 = v0
    w4 = int(0)
    while w4 < 4:
        w4 = w4 + 1
        v1 = 0.5
    sample_gradients[i, j, k] = v2 * v1 * wp.vec3(0.9)


KERNEL = combined_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (2, 4, 2)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"sample_radii": [[[-1.4517730474472046, 0.6192845106124878], [-0.43301668763160706, 0.8323966860771179], [0.9532492160797119, -0.9360524415969849], [-1.6481964588165283, -1.9187448024749756]], [[0.4660368263721466, 0.6128769516944885], [-0.3884230852127075, -1.0774778127670288], [1.2796969413757324, 0.5957170724868774], [1.6733713150024414, 0.058161020278930664]]], "sample_gradients": [[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]]}')


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
