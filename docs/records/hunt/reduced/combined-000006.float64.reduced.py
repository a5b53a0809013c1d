"""Reduced by `make reduce` from combined-000006 (check: float64).
Signature: float64: wp.quat_identity, wp.quat_twist_angle, tuple assignment
the float64 copy does not build: Couldn't find function overload for 'quat_twist_angle' that matched inputs with types: [vec3d, quatd]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel(enable_backward=False)
def combined_000006(vertex_points: wp.array3d[wp.vec3]):
    i, j, k = wp.tid()
    v0 = vertex_points[i, j, k]
    if float(i) >= -1.829:
        if float(i) <= -0.3:
            v2 = wp.quat_twist_angle(v0, wp.quat_identity())


KERNEL = combined_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"vertex_points": [[[[-1.6036878824234009, -1.5843361616134644, -0.2516186535358429], [-1.9427127838134766, -1.2353835105895996, 0.6189780235290527], [0.3983509838581085, 1.1683201789855957, -1.8302150964736938], [0.8462889790534973, -0.0702018216252327, -0.7483834028244019]], [[1.1758794784545898, 0.45022478699684143, 0.40485695004463196], [0.7472788095474243, 1.3494569063186646, 1.7596580982208252], [-0.4559391438961029, -0.0018604809883981943, -0.726252019405365], [-0.7998676300048828, 1.336312174797058, 1.191630482673645]]], [[[-0.6237453818321228, -1.4610223770141602, -1.920141577720642], [-1.4259021282196045, 0.6680554747581482, -1.6210885047912598], [-0.3159719705581665, 0.2894018888473511, -1.0483334064483643], [1.8336418867111206, -1.3714427947998047, -1.8700206279754639]], [[0.42818161845207214, 0.8504194617271423, -0.3447663486003876], [-0.3367442190647125, -1.673099398612976, 1.7145696878433228], [-1.3243707418441772, 1.9811663627624512, -0.24381966888904572], [-0.2602556347846985, 1.4017994403839111, 0.36692240834236145]]]]}')


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
