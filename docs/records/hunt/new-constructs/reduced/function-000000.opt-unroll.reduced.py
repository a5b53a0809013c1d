"""Reduced by `make reduce` from function-000000 (check: opt-unroll).
Signature: opt-unroll: wp.diag, wp.normalize, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dbody_points[0, 0]: np.float64(0.23092312365511247) vs np.float64(0.4851800775267735): original vs variant differ by 0.254 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.func
#     def function_000000_f0(p0: wp.mat33, p1: wp.vec3):
#         return wp.normalize(p1)
#
#     @wp.kernel
#     def function_000000(body_points: wp.array[wp.vec3], body_energies: wp.array[float]):
#         tid = wp.tid()
#         v5 = body_points[tid]
#         for j8 in range(1):
#             v5 = v5 + wp.vec3(0.218, 1.79, 0.41)
#         v15 = function_000000_f0(wp.diag(wp.vec3(0.821, 1.1, 0.07)), v5)
#         body_energies[tid] = v15[0]
import warp as wp

@wp.func
def function_000000_f0(p0: wp.mat33, p1: wp.vec3):
    return wp.normalize(p1)

@wp.kernel
def function_000000(body_points: wp.array[wp.vec3], body_energies: wp.array[float]):
    tid = wp.tid()
    v5 = body_points[tid]
    for j8 in range(1):
        v5 = v5 + wp.vec3(0.218, 1.79, 0.41)
    v15 = function_000000_f0(wp.diag(wp.vec3(0.821, 1.1, 0.07)), v5)
    body_energies[tid] = v15[0]


KERNEL = function_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"body_points": [[0.2142046093940735, 1.4757617712020874, 0.7177627086639404], [1.255901575088501, -1.4802162647247314, -1.886000394821167], [-1.0722975730895996, -0.4396533668041229, 1.752270221710205], [0.017518511041998863, 0.8462334871292114, 0.20651297271251678], [-1.9668253660202026, -1.3660703897476196, -0.8706017732620239], [-0.46623992919921875, 1.5925179719924927, -1.7328697443008423], [-1.9632710218429565, 0.6671459674835205, -0.6701865792274475], [-0.711795449256897, -0.9392767548561096, -0.9240961670875549], [-1.9959261417388916, 0.20023256540298462, -1.9016529321670532], [-0.9728142023086548, 1.0523687601089478, 0.18233640491962433], [-1.5835832357406616, 0.8209808468818665, 0.1501101404428482], [-0.5959551334381104, 1.4777867794036865, 0.5660893321037292], [-0.27261754870414734, 1.534475564956665, 1.793171763420105], [1.485164999961853, 0.919662594795227, -1.3443762063980103], [0.17032483220100403, 0.051760002970695496, -0.010199346579611301], [-1.5020045042037964, 1.1420037746429443, 0.6163331866264343]], "body_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
