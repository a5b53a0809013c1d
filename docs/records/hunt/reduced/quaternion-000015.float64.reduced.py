"""Reduced by `make reduce` from quaternion-000015 (check: float64).
Signature: float64: wp.quat_twist, wp.vector, tuple assignment
the float64 copy does not build: Couldn't find function overload for 'quat_twist' that matched inputs with types: [vec3d, quatd]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'enable_backward': False})

@wp.kernel
def quaternion_000015(joint_orientations: wp.array2d[wp.quat]):
    i, j = wp.tid()
    v1 = joint_orientations[i, j]
    m4 = wp.quat_twist(wp.vec3(1.773, 0.5, 1.59), v1)


KERNEL = quaternion_000015
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"joint_orientations": [[[-0.2871963381767273, 1.6288748979568481, -0.9847298264503479, -1.6877306699752808], [1.438284158706665, -0.19313354790210724, 1.0485596656799316, -0.18035109341144562], [0.8551645874977112, -1.732881784439087, 0.7935346364974976, -1.9291750192642212], [0.31524857878685, -0.1106136366724968, -1.0008656978607178, 1.374381184577942]], [[-1.851372480392456, 0.9005436897277832, 0.03771795704960823, 1.4454975128173828], [-0.9666427373886108, 1.0841630697250366, -1.1689051389694214, -0.8552575707435608], [-1.0190637111663818, -1.2129287719726562, 0.9252570867538452, 0.16969449818134308], [-0.8083738088607788, 1.0724058151245117, 1.378191351890564, 0.4744848906993866]], [[1.0405521392822266, -1.0170035362243652, -0.6223672032356262, -0.21889972686767578], [-0.13990843296051025, -1.8547985553741455, -1.6044105291366577, -1.1347451210021973], [-0.8092333674430847, 0.06815025210380554, 1.4342905282974243, 0.6314631104469299], [0.38903334736824036, -0.7405222654342651, 0.4620048403739929, 0.18885421752929688]], [[1.221653938293457, 0.002852395176887512, 1.9970110654830933, 0.15686587989330292], [1.086951732635498, -1.6484543085098267, 1.969484567642212, -1.2831470966339111], [-1.6429142951965332, 1.0505483150482178, -1.3352580070495605, -1.1819372177124023], [-0.8026200532913208, -1.248003602027893, 1.558813214302063, 0.976027250289917]]]}')


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
