"""Reduced by `make reduce` from quaternion-000004 (check: float64).
Signature: float64: wp.quat_to_euler, tuple assignment
the float64 copy does not build: Couldn't find function overload for 'quat_to_euler' that matched inputs with types: [quatd, int32, int32, int32]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel
def quaternion_000004(element_orientations: wp.array2d[wp.quat]):
    i, j = wp.tid()
    v7 = element_orientations[i, j]
    v9 = wp.quat_to_euler(v7, 2, 0, 2)


KERNEL = quaternion_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_orientations": [[[-0.41983261704444885, -1.4459432363510132, -1.1443150043487549, -1.4992552995681763], [0.6618291735649109, -1.1031562089920044, 1.2248352766036987, -1.8587251901626587], [-0.5021975636482239, 0.45207589864730835, 0.8381721377372742, -1.3656901121139526], [1.425960898399353, -0.17611439526081085, 0.5569695830345154, -0.43590131402015686], [-0.14972777664661407, 0.22034811973571777, -0.3011450171470642, 0.571101188659668], [0.6036046743392944, 0.14941264688968658, 1.4519201517105103, -0.9238840937614441], [1.5013617277145386, 1.8888543844223022, 1.4959830045700073, 0.3696005642414093], [-0.33992111682891846, -1.0166015625, -0.4764125645160675, -0.5420776605606079]], [[1.1525843143463135, -0.16183534264564514, 0.8331639766693115, 0.4155011773109436], [0.4141111671924591, -0.26917994022369385, 1.2878223657608032, 0.650827169418335], [1.2687698602676392, -0.8322041630744934, 0.19450129568576813, -1.3292165994644165], [0.4871954321861267, 0.5805661678314209, -0.20684538781642914, -1.5921127796173096], [1.0759023427963257, -1.9422203302383423, -1.0057215690612793, 1.504382848739624], [0.8566381335258484, 1.3294328451156616, 1.0473942756652832, 0.6513375639915466], [-0.24911855161190033, -0.3479974865913391, 1.8972569704055786, -1.7388404607772827], [-0.5269253849983215, 0.9022451639175415, 0.5026872158050537, 0.32348141074180603]]]}')


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
