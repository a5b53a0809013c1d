"""Reduced by `make reduce` from linalg-000003 (check: float64).
Signature: float64: wp.smooth_normalize
the float64 copy does not build: Input types must be the same, got ['float64', 'float32']
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def linalg_000003(x2: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v2 = x2[tid]
    v4 = wp.smooth_normalize(v2)


KERNEL = linalg_000003
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x2": [[-1.1115249395370483, -0.6156802177429199, -1.2421929836273193], [-0.483591765165329, 1.8165196180343628, -1.3034521341323853], [-0.34313222765922546, 1.8578487634658813, -1.9965308904647827], [-1.3744994401931763, -0.8046549558639526, -1.7859817743301392], [-1.8493824005126953, 1.857932209968567, -1.1683956384658813], [-0.8649075627326965, 0.9469661712646484, 1.3834078311920166], [-0.8467458486557007, 1.0736066102981567, 0.38727444410324097], [1.4575977325439453, -1.7766501903533936, 0.8111823201179504], [0.4987449049949646, -1.157155990600586, -1.887547254562378], [1.7185524702072144, 0.9612804651260376, -0.5581734776496887], [0.8040748834609985, -1.6232504844665527, 1.5955452919006348], [-1.8233457803726196, 1.8914885520935059, 1.77802574634552], [-1.4074491262435913, 1.9689475297927856, -0.1820954978466034], [-1.1554127931594849, 1.50794517993927, -1.6649367809295654], [0.37058183550834656, -1.4434078931808472, 0.929105281829834], [-1.9136161804199219, -1.5250517129898071, -0.5214143395423889]]}')


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
