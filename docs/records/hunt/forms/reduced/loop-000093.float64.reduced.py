"""Reduced by `make reduce` from loop-000093 (check: float64).
Signature: float64: wp.abs, wp.mod, wp.sin, wp.vector, wp.where, wp.zeros
point_forces[12, 1]: np.float32(4.11763) vs np.float64(4.118272153023045): float32 and float64 differ by 0.000156
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def loop_000093(point_velocities: wp.array[wp.vec3], point_temperatures: wp.array[float], point_forces: wp.array[wp.vec3]):
    tid = wp.tid()
    v0 = point_velocities[tid]
    v1 = point_temperatures[tid]
    for j5 in range(6):
        v0 += wp.vec3(1.5, 0.64, 1.68) * v1
        buf6 = wp.zeros(shape=(6,), dtype=float)
        for j7 in range(6):
            buf6[j7] = wp.mod(v1 * v1, wp.abs(wp.where(v1 <= 1.9, v1, v1)) + 1.0)
        v8 = buf6[wp.abs(int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 64 % 6] + buf6[2] * 1.83
        v1 = v1 + wp.sin(v8)
    for j11 in range(1):
        v1 = v1 + wp.sin(0.3)
    point_forces[tid] = v0


KERNEL = loop_000093
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (16,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_velocities": [[1.8558372259140015, -1.0138598680496216, 0.46752044558525085], [-1.5051161050796509, 0.6781013011932373, 0.48225241899490356], [1.6512194871902466, 1.675096035003662, 0.49274149537086487], [-0.11409017443656921, 1.868341088294983, 1.1767362356185913], [-0.9520504474639893, 1.3823479413986206, 1.7825316190719604], [-0.34993335604667664, 0.2423141598701477, -0.47816231846809387], [0.517467737197876, 0.7339923977851868, -1.0729292631149292], [1.5866581201553345, -1.2265195846557617, 0.6645396947860718], [-0.5928835272789001, 1.2421730756759644, 0.28395166993141174], [-0.3378980755805969, 0.3912106454372406, 0.556765079498291], [-1.7118275165557861, 0.9623947143554688, 0.3965536952018738], [0.5905328989028931, 0.4815780222415924, 1.8773365020751953], [-1.7469528913497925, -1.35732901096344, -0.6053640246391296], [1.1094995737075806, -0.059657659381628036, -1.9240978956222534], [-0.9042214155197144, -1.2510300874710083, -1.1217046976089478], [0.07442181557416916, -1.391473412513733, -1.1423048973083496]], "point_temperatures": [0.8829294443130493, 1.325735330581665, -1.0511218309402466, -1.1786834001541138, -0.43634384870529175, 1.1197214126586914, 1.436388373374939, -1.5288150310516357, -1.870353102684021, -0.4733181595802307, 0.9114149212837219, -0.9125317931175232, 0.9474648833274841, -1.455902099609375, 0.9919047355651855, -1.6136903762817383], "point_forces": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
        print("expected (float64 copy / CPU):", 0.0)
