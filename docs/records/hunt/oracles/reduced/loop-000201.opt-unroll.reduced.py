"""Reduced by `make reduce` from loop-000201 (check: opt-unroll).
Signature: opt-unroll: wp.abs, wp.clamp, wp.cos, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dcontact_lengths[14]: np.float64(1.3926786539110902) vs np.float64(2.239111884705257): original vs variant differ by 0.378 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def loop_000201(contact_lengths: wp.array[float], contact_densities: wp.array[float], contact_accelerations: wp.array[wp.vec3]):
#         tid = wp.tid()
#         v0 = contact_lengths[tid]
#         v1 = 1.0
#         v2 = wp.clamp(v0 / (wp.abs(v0) + 1.0), -0.27, 0.8) * wp.vec3(0.491, 1.8, -0.198)
#         v3 = 1.0
#         v4 = v2
#         for j5 in range(1, 4):
#             v0 = v0 + wp.cos(v1)
#         contact_accelerations[tid] = v2
import warp as wp

@wp.kernel
def loop_000201(contact_lengths: wp.array[float], contact_densities: wp.array[float], contact_accelerations: wp.array[wp.vec3]):
    tid = wp.tid()
    v0 = contact_lengths[tid]
    v1 = 1.0
    v2 = wp.clamp(v0 / (wp.abs(v0) + 1.0), -0.27, 0.8) * wp.vec3(0.491, 1.8, -0.198)
    v3 = 1.0
    v4 = v2
    for j5 in range(1, 4):
        v0 = v0 + wp.cos(v1)
    contact_accelerations[tid] = v2


KERNEL = loop_000201
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (16,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_lengths": [-0.4593501687049866, -0.2189180552959442, 0.18557946383953094, 1.3076865673065186, -1.992543339729309, -1.7475191354751587, 0.20800085365772247, -1.8240593671798706, 1.0712617635726929, 1.398130178451538, 1.2110745906829834, -1.4264358282089233, -0.7364300489425659, 0.7774000763893127, -0.3038867712020874, 1.3963193893432617], "contact_densities": [-1.6461750268936157, -0.143498495221138, -1.7804616689682007, -0.3114238381385803, -1.1626003980636597, 1.2950339317321777, -0.9712308049201965, 1.550377368927002, 1.352565050125122, -0.3850482404232025, -0.31166934967041016, -1.8334629535675049, 0.3137708902359009, 0.21306829154491425, 0.7560530304908752, -1.381917953491211], "contact_accelerations": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
