"""Reduced by `make reduce` from spatial-000008 (check: float64).
Signature: float64: wp.vector, wp.velocity_at_point, tuple assignment
the float64 copy does not build: Couldn't find function overload for 'velocity_at_point' that matched inputs with types: [vector(length=6, dtype=float64), vec3d]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel(enable_backward=False)
def spatial_000008(point_twists: wp.array3d[wp.spatial_vector]):
    i, j, k = wp.tid()
    v2 = point_twists[i, j, k]
    v3 = wp.velocity_at_point(v2, wp.vec3(1.5, 1.341, 0.45))


KERNEL = spatial_000008
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_twists": [[[[1.167407512664795, -0.8761976361274719, -1.2786716222763062, -1.339215874671936, 1.325098991394043, 0.7068168520927429], [-0.38912883400917053, -0.3780842423439026, 1.7482072114944458, 1.2842587232589722, 1.8500128984451294, 1.2407927513122559]], [[-0.5949590802192688, -0.40403446555137634, 0.3525588810443878, -0.9991622567176819, -0.15996934473514557, 0.05763273686170578], [1.4821622371673584, 0.3494414687156677, -0.4393729865550995, -0.6533716320991516, 0.9014574885368347, -1.5254729986190796]], [[1.2111666202545166, 1.4391679763793945, 0.9609143733978271, -1.7581990957260132, -0.7122017741203308, 1.3559092283248901], [-0.1753772348165512, 1.8506709337234497, 0.38737815618515015, -0.63630610704422, 0.17873652279376984, 1.2283447980880737]], [[-1.9767619371414185, -1.516015887260437, -0.5780085325241089, 0.5643225908279419, 1.4568043947219849, -1.7066906690597534], [-1.2883577346801758, -0.8019541501998901, 0.4383348524570465, -0.9824045300483704, 0.36521801352500916, -1.2398453950881958]]], [[[-0.36326149106025696, -0.018881266936659813, 1.652877926826477, 1.248952031135559, 1.8645803928375244, -1.0849995613098145], [0.4342906177043915, -1.8159691095352173, -0.8878938555717468, -1.535759449005127, -0.06540297716856003, 0.9782083034515381]], [[0.056295014917850494, -1.201123595237732, -1.5618517398834229, 1.0973024368286133, -0.05816194415092468, -1.10245943069458], [0.23317848145961761, -0.34606698155403137, 1.9147394895553589, -0.1173577681183815, 1.0180519819259644, -0.12235066294670105]], [[0.9218724370002747, 0.9152817726135254, 0.7642616629600525, 0.5061722993850708, -1.0743637084960938, 0.9265801310539246], [-0.4521021544933319, 1.5173752307891846, 1.6605764627456665, -1.774950623512268, -1.4342423677444458, 0.8568874597549438]], [[-1.6973087787628174, 1.530251383781433, 0.21300220489501953, 1.7881090641021729, -0.7408848404884338, -1.0544272661209106], [-0.5509446859359741, 1.3948802947998047, 0.6197637915611267, -1.2728466987609863, -1.2105473279953003, 0.4162557125091553]]]]}')


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
