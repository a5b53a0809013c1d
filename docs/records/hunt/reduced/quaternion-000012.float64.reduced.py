"""Reduced by `make reduce` from quaternion-000012 (check: float64).
Signature: float64: wp.quat_from_axis_angle, wp.quat_to_rpy, tuple assignment
the float64 copy does not build: Couldn't find function overload for 'quat_to_rpy' that matched inputs with types: [quatd]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.func
def quaternion_000012_f0(p0: wp.vec3):
    return (1.0, 1.0)

@wp.kernel
def quaternion_000012(x0: wp.array2d[wp.vec3]):
    i, j = wp.tid()
    v3 = x0[i, j]
    v5 = wp.quat_from_axis_angle(v3, 0.9)
    v9, v10 = quaternion_000012_f0(wp.quat_to_rpy(v5))


KERNEL = quaternion_000012
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[[0.94538813829422, 1.7938987016677856, -1.1192326545715332], [1.5810781717300415, -0.9651380181312561, 0.6023870706558228], [0.21189016103744507, 0.5987690687179565, 1.8259779214859009], [1.026282548904419, 0.2823234498500824, 0.47517266869544983]], [[0.4993007481098175, -1.115322470664978, -0.5178683996200562], [0.3388635814189911, 0.03511066362261772, -0.6367089152336121], [-0.8229779601097107, 1.5503073930740356, -0.7208604216575623], [-1.0002706050872803, -1.2722692489624023, -1.9124853610992432]], [[1.6518055200576782, 1.8606276512145996, -0.4207669794559479], [1.1268048286437988, -1.7837504148483276, 0.1638070046901703], [0.6107425093650818, -0.1785133183002472, -1.518466591835022], [-0.9509526491165161, 0.8008126616477966, 1.1721347570419312]], [[0.4978426694869995, 1.851104736328125, 0.12072635442018509], [-1.6108019351959229, 0.1811010092496872, -0.4197746217250824], [-1.5171974897384644, -1.4807785749435425, -0.7340959906578064], [0.5830479264259338, -0.22010311484336853, 1.6563365459442139]]]}')


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
