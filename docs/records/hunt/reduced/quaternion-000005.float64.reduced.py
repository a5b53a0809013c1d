"""Reduced by `make reduce` from quaternion-000005 (check: float64).
Signature: float64: wp.quat_from_axis_angle, wp.quat_twist, wp.vector, tuple assignment
the float64 copy does not build: Couldn't find function overload for 'quat_twist' that matched inputs with types: [vec3d, quatd]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel(enable_backward=False)
def quaternion_000005(x0: wp.array3d[wp.vec3]):
    i, j, k = wp.tid()
    v0 = x0[i, j, k]
    v3 = wp.quat_twist(v0, wp.quat_from_axis_angle(wp.vec3(0.15, 1.48, 1.2), 0.095))


KERNEL = quaternion_000005
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[[[-0.1232377365231514, -1.9622310400009155, 0.5890213847160339], [1.6905505657196045, -1.5953919887542725, -1.1086355447769165]], [[1.087256908416748, 1.0076017379760742, -0.15127795934677124], [-0.0012824585428461432, -1.0863744020462036, -1.7214884757995605]], [[0.13520042598247528, -1.7060909271240234, 0.22424912452697754], [-1.2664735317230225, 0.21313364803791046, -1.3420495986938477]], [[0.7401012778282166, 1.3649365901947021, -1.0976463556289673], [-1.0153133869171143, 1.796627402305603, 1.4639447927474976]]], [[[-1.328129768371582, 0.4060545265674591, 1.3982856273651123], [-0.9394678473472595, -1.6591062545776367, -0.9542253017425537]], [[0.45747706294059753, 0.18457472324371338, 0.32271066308021545], [-0.32571786642074585, 1.3202625513076782, 1.0669360160827637]], [[0.8426401615142822, -1.6289633512496948, 0.8943041563034058], [-1.5265170335769653, 1.0072702169418335, -1.8746896982192993]], [[-0.20369532704353333, 1.9330291748046875, -0.09280604124069214], [0.6762190461158752, -1.6902639865875244, 0.6882591247558594]]]]}')


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
