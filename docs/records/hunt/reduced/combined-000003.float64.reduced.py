"""Reduced by `make reduce` from combined-000003 (check: float64).
Signature: float64: wp.dot, wp.sin, wp.vector
out0[13, 1]: np.float32(-0.62209535) vs np.float64(-0.621913840387118): float32 and float64 differ by 0.000182
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def combined_000003(x0: wp.array[wp.vec3], out0: wp.array[wp.vec3]):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = float(tid)
    v2 = wp.dot(v0 * (v1 * v1), wp.vec3(v1, 1.0, 1.0))
    out0[tid][1] -= wp.sin(v2)


KERNEL = combined_000003
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (16,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[-0.8304416537284851, 1.224833607673645, -1.6056791543960571], [1.7297688722610474, 0.4467124938964844, 1.1604326963424683], [0.22463040053844452, -0.826025664806366, 0.7139900326728821], [1.4229564666748047, -0.728839099407196, 0.9355253577232361], [-1.227310061454773, -1.346491813659668, 0.4838097393512726], [-0.8631182909011841, 0.8625289797782898, 0.5334293842315674], [-0.6315405368804932, -0.11502718925476074, 0.06776373088359833], [-1.4649574756622314, -1.222695231437683, 1.205034613609314], [-1.7525548934936523, -1.8840445280075073, -0.16286802291870117], [-0.35508543252944946, -0.36797621846199036, -0.759897768497467], [1.4371429681777954, -0.3557516932487488, -0.8921750783920288], [-0.4718170762062073, -0.05919608846306801, -1.3968411684036255], [1.4901241064071655, -0.4699766933917999, 0.9240289926528931], [-0.7964879274368286, -0.4678939878940582, -1.4692656993865967], [0.18982574343681335, -1.9119549989700317, 1.9164878129959106], [-0.5317980647087097, 1.1193785667419434, -0.013801497407257557]], "out0": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
        print("expected (float64 copy / CPU):", 0.0)
