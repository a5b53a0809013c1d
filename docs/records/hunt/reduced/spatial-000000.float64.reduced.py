"""Reduced by `make reduce` from spatial-000000 (check: float64).
Signature: float64: wp.spatial_vector, wp.vector
the float64 copy does not build: incompatible number of values given (2) when constructing a vector of length 6
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def spatial_000000(x1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v3 = wp.spatial_vector(wp.vec3(1.0, 1.0, 1.0), x1[(tid + 1) % x1.shape[0]])


KERNEL = spatial_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[1.7227225303649902, -0.1493334025144577, 1.1633059978485107], [-0.26567205786705017, 0.7799389362335205, 0.9726309180259705], [0.30776283144950867, -0.525397002696991, 0.1261611133813858], [-1.0096372365951538, -0.7478222250938416, -0.6458527445793152], [-0.33878153562545776, 1.0921497344970703, -0.3338228166103363], [0.06847646087408066, -0.7366902828216553, -0.9559767842292786], [0.06383492052555084, 0.3361506164073944, 0.2717338800430298], [1.9677388668060303, 0.18651661276817322, -1.0862493515014648], [0.0902891606092453, 1.3778610229492188, -0.8290764689445496], [1.984906554222107, -0.4824024736881256, -1.1312475204467773], [0.820835292339325, -0.362008661031723, 0.25347355008125305], [-1.8842146396636963, 1.9267559051513672, 0.8198249936103821], [1.9261258840560913, 0.3080397844314575, 0.2128582000732422], [-0.7243573665618896, -0.18176306784152985, -1.7814539670944214], [0.15849703550338745, -0.8942358493804932, 1.6428736448287964], [1.108629822731018, -0.5931717753410339, -1.1134364604949951]]}')


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
