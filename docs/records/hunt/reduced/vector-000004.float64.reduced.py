"""Reduced by `make reduce` from vector-000004 (check: float64).
Signature: float64: wp.smooth_normalize
the float64 copy does not build: Input types must be the same, got ['float64', 'float32']
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def vector_000004(particle_displacements: wp.array[wp.vec3]):
    tid = wp.tid()
    v0 = particle_displacements[tid]
    v4 = wp.smooth_normalize(v0)


KERNEL = vector_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_displacements": [[1.7165372371673584, -1.8524106740951538, -1.681746006011963], [-0.22444473206996918, 1.8868921995162964, 1.9413800239562988], [-1.4647289514541626, 1.5136780738830566, 0.9354444146156311], [-0.24148274958133698, -0.41788628697395325, 0.33505383133888245], [-0.126443549990654, 1.2551532983779907, -1.2665491104125977], [-1.4514882564544678, -0.0910397469997406, -1.0677692890167236], [-1.3033523559570312, 0.7429873943328857, -0.0033436743542551994], [-0.44401663541793823, 0.1136234700679779, 0.8455873131752014], [1.0497288703918457, 1.0498870611190796, -1.503948450088501], [0.7732596397399902, 0.903386652469635, -0.8094675540924072], [-0.8253940343856812, -0.4058074355125427, 1.728173851966858], [-1.5789334774017334, -1.0551036596298218, 1.4242454767227173], [-0.3035389482975006, 1.0978001356124878, -1.7400089502334595], [0.6697543263435364, 0.6138777136802673, -1.7030647993087769], [-1.310306429862976, 1.2068244218826294, 0.7839375734329224], [1.8410398960113525, -1.7745046615600586, 1.1374998092651367]]}')


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
