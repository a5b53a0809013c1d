"""Reduced by `make reduce` from sampling-000009 (check: float64).
Signature: float64: wp.lerp, wp.mod, wp.rand_init, wp.randf
the float64 copy does not build: 't' parameter must have the same scalar type as objects you're lerping between
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def sampling_000009(x0: wp.array[wp.vec3]):
    tid = wp.tid()
    state = wp.rand_init(65170, tid)
    v0 = x0[tid]
    if tid % 2 == 0:
        v0 = wp.lerp(v0, v0, wp.randf(state))


KERNEL = sampling_000009
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[1.4705913066864014, 0.315368115901947, -0.36523398756980896], [-1.4653005599975586, 1.1206183433532715, 0.8697318434715271], [0.20408986508846283, 0.8345476984977722, 1.7275073528289795], [1.4215977191925049, 1.3063693046569824, -1.3959108591079712], [0.8464428186416626, -0.09078814089298248, 0.841898500919342], [-0.17768925428390503, -1.810398817062378, 1.5747078657150269], [-1.1216055154800415, 0.3535724878311157, -0.06076141074299812], [0.8721504211425781, 1.4029954671859741, 0.6533281803131104], [-1.1330980062484741, 0.13622400164604187, 0.2519468665122986], [-0.885644257068634, 1.4496880769729614, -1.2285412549972534], [0.8514288067817688, 1.4389715194702148, -1.0185444355010986], [1.9974411725997925, -0.7343670129776001, -0.7329285144805908], [-0.5878874063491821, 0.7229239344596863, 0.577224612236023], [1.2044546604156494, 0.21780860424041748, -0.22033528983592987], [-0.524129331111908, -0.6063550710678101, -0.579890787601471], [-1.9377896785736084, 0.42887040972709656, -0.9399855732917786]]}')


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
