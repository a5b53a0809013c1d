"""Reduced by `make reduce` from control-000013 (check: eq-static).
Signature: eq-static: wp.dot, wp.lerp, dynamic loop in the adjoint
d(cotangent . outputs)/dx0[0, 0]: np.float64(2.0046769978360923) vs np.float64(-0.6825575837136294): original vs variant differ by 2.69 (float64)
Run: python {this file}
"""

import json

import numpy as np

# eq-static: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def control_000013(x0: wp.array[wp.vec3], out0: wp.array[float]):
#         tid = wp.tid()
#         v0 = x0[tid]
#         v2 = 1.492
#         w3 = int(0)
#         for _counted_w3 in range(2):
#             w3 = w3 + 1
#             v2 -= 1.0
#         v4 = wp.dot(wp.lerp(x0[(tid + 1) % x0.shape[0]], v0, v2), x0[(tid + 4) % x0.shape[0]])
#         out0[tid] = v4
import warp as wp

@wp.kernel
def control_000013(x0: wp.array[wp.vec3], out0: wp.array[float]):
    tid = wp.tid()
    v0 = x0[tid]
    v2 = 1.492
    w3 = int(0)
    while w3 < 2:
        w3 = w3 + 1
        v2 -= 1.0
    v4 = wp.dot(wp.lerp(x0[(tid + 1) % x0.shape[0]], v0, v2), x0[(tid + 4) % x0.shape[0]])
    out0[tid] = v4


KERNEL = control_000013
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[0.05551490932703018, 0.3204704821109772, -1.2786129713058472], [1.1732542514801025, 0.44394081830978394, -1.3212517499923706], [-0.8756531476974487, -1.2753835916519165, 1.8819845914840698], [-0.5383005738258362, -0.5405219793319702, -0.4740848243236542], [1.847590684890747, -0.9427639245986938, -1.004229187965393], [-0.32007771730422974, -0.17228861153125763, 1.1374664306640625], [1.8086600303649902, 0.2636142671108246, 1.3513824939727783], [0.006784416735172272, 0.15883991122245789, -0.9374508857727051], [1.777611255645752, 1.446924090385437, -1.6291508674621582], [0.05029300972819328, 1.7847089767456055, 0.6526070237159729], [-1.0884417295455933, -1.0504451990127563, 1.1373357772827148], [0.5788905620574951, 1.503490686416626, 1.5670721530914307], [-1.3159117698669434, -0.8737596869468689, 1.8547605276107788], [0.5951488614082336, -0.3174957036972046, -1.0081321001052856], [0.1611558347940445, 1.027178168296814, -0.8924304246902466], [-1.4564478397369385, 1.784947156906128, -1.1440825462341309]], "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
