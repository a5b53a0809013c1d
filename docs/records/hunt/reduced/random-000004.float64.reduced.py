"""Reduced by `make reduce` from random-000004 (check: float64).
Signature: float64: wp.poisson, wp.rand_init
the float64 copy does not build: Couldn't find function overload for 'poisson' that matched inputs with types: [uint32, float64]
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel
def random_000004_t(node_normals: wp.array[Any], node_weights: wp.array[Any], node_pressures: wp.array[Any], accumulated_mass: wp.array[Any], node_costs: wp.array[Any], node_new_positions: wp.array[Any]):
    tid = wp.tid()
    state = wp.rand_init(19062, tid)
    v3 = wp.poisson(state, 0.52)
random_000004 = wp.overload(random_000004_t, {'node_normals': wp.array[wp.vec3], 'node_weights': wp.array[float], 'node_pressures': wp.array[float], 'accumulated_mass': wp.array[float], 'node_costs': wp.array[float], 'node_new_positions': wp.array[wp.vec3]})


KERNEL = random_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"node_normals": [[1.6799196004867554, 1.2691293954849243, -1.6410261392593384], [0.5583014488220215, 1.4264039993286133, 0.625213623046875], [0.9811280369758606, 0.5558810234069824, -1.1089775562286377], [1.7406703233718872, -0.7296581864356995, 1.9425225257873535], [-1.4154585599899292, 1.875941276550293, 1.8897204399108887], [1.4399453401565552, -0.35339924693107605, 1.9311891794204712], [0.23916272819042206, -0.565823495388031, 0.17633356153964996], [1.6032503843307495, -0.0994647890329361, -0.013557021506130695], [-1.1253602504730225, -0.6088054180145264, 0.8949763774871826], [1.0597364902496338, 0.5888445973396301, 0.8499096632003784], [0.39929041266441345, -0.40777677297592163, -0.27470532059669495], [1.8326689004898071, -1.2007993459701538, 1.1119260787963867], [-0.6380763053894043, 1.3659510612487793, 1.8060275316238403], [0.9199536442756653, -1.486260175704956, 0.22261163592338562], [-1.6711276769638062, 1.1552176475524902, -1.502455234527588], [-1.7893191576004028, -0.032582350075244904, -1.325472354888916]], "node_weights": [-0.4636249244213104, 0.4213199019432068, -0.6123639345169067, -0.9570353627204895, 0.9073658585548401, 1.7454962730407715, 1.9100737571716309, -1.2929623126983643, -1.710859775543213, -1.7537548542022705, -0.9279869794845581, -1.35760498046875, 0.3906290829181671, 1.2067766189575195, 1.166999101638794, -1.1569613218307495], "node_pressures": [-1.909026026725769, -1.7338039875030518, 0.34842950105667114, 1.502531886100769, -1.4186772108078003, -0.704766571521759, 0.5037872791290283, 0.605408787727356, 1.160211205482483, 1.2267934083938599, -0.6784813404083252, 0.21606408059597015, 1.4287270307540894, 1.4989944696426392, 0.6933168768882751, 1.0162162780761719], "accumulated_mass": [0.0], "node_costs": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "node_new_positions": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
