"""Reduced by `make reduce` from control-000004 (check: eq-static).
Signature: eq-static: wp.dot, wp.mod, dynamic loop in the adjoint
d(cotangent . outputs)/dnode_points[0, 1]: np.float64(3.5849371509212733) vs np.float64(-6.013020395425279): original vs variant differ by 1.6 (float64)
Run: python {this file}
"""

import json

import numpy as np

# eq-static: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def control_000004(node_points: wp.array[wp.vec3], node_distances: wp.array[float]):
#         tid = wp.tid()
#         v0 = node_points[tid]
#         if tid % 3 % 3 == 1:
#             pass
#         else:
#             w8 = int(0)
#             for _counted_w8 in range(5):
#                 w8 = w8 + 1
#                 v0 += node_points[(tid + 5) % node_points.shape[0]]
#         node_distances[tid] = wp.dot(v0, v0)
import warp as wp

@wp.kernel
def control_000004(node_points: wp.array[wp.vec3], node_distances: wp.array[float]):
    tid = wp.tid()
    v0 = node_points[tid]
    if tid % 3 % 3 == 1:
        pass
    else:
        w8 = int(0)
        while w8 < 5:
            w8 = w8 + 1
            v0 += node_points[(tid + 5) % node_points.shape[0]]
    node_distances[tid] = wp.dot(v0, v0)


KERNEL = control_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"node_points": [[0.3668206036090851, 1.6105294227600098, -0.5560882091522217], [0.5749754309654236, -0.09460464864969254, -1.6046922206878662], [-1.7379653453826904, 0.01316301804035902, -0.8574621677398682], [0.9036492705345154, -0.6338052153587341, -1.5335643291473389], [0.1017572432756424, 0.2985997796058655, 0.42712268233299255], [-0.4371061325073242, -0.8623745441436768, 0.6117972135543823], [-0.2397764027118683, 1.498291015625, 1.0857949256896973], [-0.5598291158676147, -1.755279541015625, 0.176897794008255], [1.2619504928588867, -1.020697832107544, 1.6596369743347168], [-0.38076549768447876, -0.0692380964756012, 0.049401652067899704], [-1.6697843074798584, 0.7565708160400391, -1.06791090965271], [0.16457512974739075, 1.5586298704147339, -1.500476598739624], [-1.8663486242294312, 0.826464831829071, -1.2879998683929443], [-0.23346339166164398, -0.6899085640907288, -0.9694572687149048], [-1.698088526725769, -0.12508919835090637, 0.06530698388814926], [0.7278780341148376, -0.39682114124298096, -0.9218288660049438]], "node_distances": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
