"""Reduced by `make reduce` from function-000003 (check: opt-unroll).
Signature: opt-unroll: wp.cos, wp.sin, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/delement_masses[0]: np.float64(3.4103477802869455) vs np.float64(9.402058943104477): original vs variant differ by 0.637 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.func
#     def function_000003_f0(p0: float) -> float:
#         return 1.0
#
#     @wp.func_grad(function_000003_f0)
#     def adj_function_000003_f0(p0: float, adj_ret: float):
#         wp.adjoint[p0] += (1.0 + wp.cos(p0) - -2.0 * (wp.sin(p0) * (1.0 / (1.0 + wp.sin(p0) * wp.sin(p0)) * (1.0 / (1.0 + wp.sin(p0) * wp.sin(p0))))) * wp.cos(p0)) * adj_ret
#
#     @wp.func
#     def function_000003_f1(p0: float) -> float:
#         return 1.0
#
#     @wp.func_grad(function_000003_f1)
#     def adj_function_000003_f1(p0: float, adj_ret: float):
#         wp.adjoint[p0] += ((1.0 - 1.0) * (p0 - p0) + (p0 - p0) * (1.0 - 1.0)) * adj_ret
#
#     @wp.kernel
#     def function_000003(element_masses: wp.array[float], element_gradients: wp.array[wp.vec3]):
#         tid = wp.tid()
#         v5 = element_masses[tid]
#         for j6 in range(1):
#             v5 = v5 + 1.0
#         v10 = function_000003_f0(v5)
#         element_gradients[tid] = wp.vec3(v10)
import warp as wp

@wp.func
def function_000003_f0(p0: float) -> float:
    return 1.0

@wp.func_grad(function_000003_f0)
def adj_function_000003_f0(p0: float, adj_ret: float):
    wp.adjoint[p0] += (1.0 + wp.cos(p0) - -2.0 * (wp.sin(p0) * (1.0 / (1.0 + wp.sin(p0) * wp.sin(p0)) * (1.0 / (1.0 + wp.sin(p0) * wp.sin(p0))))) * wp.cos(p0)) * adj_ret

@wp.func
def function_000003_f1(p0: float) -> float:
    return 1.0

@wp.func_grad(function_000003_f1)
def adj_function_000003_f1(p0: float, adj_ret: float):
    wp.adjoint[p0] += ((1.0 - 1.0) * (p0 - p0) + (p0 - p0) * (1.0 - 1.0)) * adj_ret

@wp.kernel
def function_000003(element_masses: wp.array[float], element_gradients: wp.array[wp.vec3]):
    tid = wp.tid()
    v5 = element_masses[tid]
    for j6 in range(1):
        v5 = v5 + 1.0
    v10 = function_000003_f0(v5)
    element_gradients[tid] = wp.vec3(v10)


KERNEL = function_000003
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_masses": [0.6884874701499939, 0.8601847290992737, -0.8677552342414856, -0.9205495715141296, 1.2756997346878052, -1.7496057748794556, 1.4112697839736938, -1.5008264780044556, 0.0015296427300199866, 0.882544219493866, -0.9027344584465027, -1.9222654104232788, 1.9468034505844116, -1.4457920789718628, -1.6105520725250244, -0.11626862734556198], "element_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
