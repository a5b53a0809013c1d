"""Reduced by `make reduce` from sampling-000017 (check: float64).
Signature: float64: wp.pnoise, wp.rand_init
the float64 copy does not build: Couldn't find function overload for 'pnoise' that matched inputs with types: [uint32, float64, int32]
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel
def sampling_000017_t(shape_points: wp.array[Any], cdf: wp.array[Any], partial_sums: wp.array[Any], shape_impulses: wp.array[Any], shape_gradients: wp.array[Any]):
    tid = wp.tid()
    state = wp.rand_init(76427, tid)
    v2 = wp.pnoise(state, 1.0, 5)
sampling_000017 = wp.overload(sampling_000017_t, {'shape_points': wp.array[wp.vec3], 'cdf': wp.array[float], 'partial_sums': wp.array[float], 'shape_impulses': wp.array[wp.vec3], 'shape_gradients': wp.array[wp.vec3]})


KERNEL = sampling_000017
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"shape_points": [[1.7723689079284668, -0.4688183069229126, -1.688679814338684], [1.94693922996521, -0.9100254774093628, 1.9294400215148926], [-0.7108243107795715, -0.9242249727249146, 0.5443390607833862], [1.0605099201202393, -0.03530909866094589, 0.8463571071624756], [-1.0052211284637451, 0.44661033153533936, 1.8322120904922485], [-0.18177083134651184, 1.2657235860824585, -1.7489584684371948], [1.7284884452819824, 0.6250289082527161, -1.5987461805343628], [0.25044095516204834, -0.3619013726711273, 0.8908365964889526], [1.1452265977859497, 0.12880679965019226, -0.7740529775619507], [-0.8938407301902771, 1.7421647310256958, -1.225235939025879], [-1.1066392660140991, -1.806181788444519, -1.4850940704345703], [0.8606001734733582, 0.4534508287906647, 1.3158702850341797], [-1.6451343297958374, 1.1190519332885742, 0.7817330360412598], [-1.0314321517944336, -0.8741505146026611, 1.9919893741607666], [-1.6122112274169922, 1.0858581066131592, -1.3660975694656372], [0.30481570959091187, 1.9431787729263306, -0.27957096695899963]], "cdf": [0.035236816853284836, 0.08781604468822479, 0.10287656635046005, 0.3428290784358978, 0.373158723115921, 0.5589953660964966, 0.6418159604072571, 0.8248361349105835], "partial_sums": [0.0], "shape_impulses": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], "shape_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
