"""Reduced by `make reduce` from combined-000001 (check: float64).
Signature: float64: wp.mod
the float64 copy does not build: Input types must be the same, got ['float64', 'int32']
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3):
    tid = wp.tid()
    v0 = 1.0
    v1 = 1.0
    j2 = 0
    s0.z = float(j2)
    if j2 % 6 % 2 == 0:
        pass
    else:
        pass


KERNEL = combined_000001
LAUNCH_DIM = (1,)
VALUES = json.loads('{"x0": [-1.8240394592285156, -0.8456583619117737, -1.8251395225524902, 0.2140270471572876, 0.44593262672424316, 1.1625996828079224, 1.298748254776001, -1.369834542274475, -1.6842793226242065, -0.14717036485671997, 0.8975019454956055, 1.5078562498092651, 1.1270216703414917, -0.5921910405158997, 1.3634188175201416, 0.6898384094238281], "x1": [0.20855598151683807, 0.2683399021625519, -1.0241978168487549, -1.4762260913848877, -1.9791406393051147, 0.888668954372406, 0.9957367181777954, -0.7193980813026428, 1.5711250305175781, -1.4685654640197754, 1.7518999576568604, 0.27040109038352966, 0.24906940758228302, -0.09722846001386642, -0.7056348919868469, 0.2870570719242096], "s0": [-1.731519341468811, -0.012256179936230183, 1.5863996744155884]}')


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
            wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args)
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
        wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args)
        print("outputs:", [a.numpy().tolist() for a in args if isinstance(a, wp.array)])
        print("expected (float64 copy / CPU):", None)
