"""Reduced by `make reduce` from tile-000008 (check: float64).
Signature: float64: wp.tile_load, wp.tile_scan_exclusive, tuple assignment
the float64 copy does not build: tile_scan_exclusive() argument must be a tile of type float32, int32, or uint32, got <class 'warp._src.types.float64'>
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 128, 'enable_mathdx_gemm': False, 'enable_mathdx_fft': False, 'enable_mathdx_solver': False})
BM = wp.constant(4)
BN = wp.constant(16)

@wp.kernel
def tile_000008(contact_temperatures: wp.array2d[float]):
    i, j = wp.tid()
    t0 = wp.tile_load(contact_temperatures, shape=(BM, 16), offset=(i * BM, j * BN))
    t3 = t0
    t5 = wp.tile_scan_exclusive(t3)


KERNEL = tile_000008
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1, 128)
BLOCK_DIM = 128
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_temperatures": [[-0.7528108358383179, -1.142788290977478, 0.2587037980556488, -0.27761349081993103, 0.028803374618291855, 1.5982552766799927, -1.6948426961898804, -1.7886953353881836, 1.701574444770813, 0.6029549241065979, 1.9886980056762695, 1.3891338109970093, 1.3876101970672607, 1.0163168907165527, 0.12873071432113647, -0.05434681102633476, 1.1491954326629639, 0.6139678359031677, 1.590281367301941, -0.3470730781555176, -1.0279546976089478, 1.9332932233810425, 1.8147883415222168, -1.3732830286026, 1.867948055267334, 0.9059842228889465, -0.8659448027610779, -1.6344155073165894, -0.9124602675437927, 0.5623422265052795, -1.7327653169631958, -1.5676205158233643], [0.6158737540245056, 0.1943644881248474, 1.0265288352966309, -0.3882921636104584, 0.050483588129282, 1.2570669651031494, -0.9181175231933594, 0.11880382150411606, 1.7588510513305664, 0.45096898078918457, 0.29381585121154785, -0.8094029426574707, -1.7247275114059448, 1.8602725267410278, -0.5812535285949707, -1.3106458187103271, 0.2688782811164856, 1.9182076454162598, -0.9473785161972046, -1.3417714834213257, -0.6109474301338196, -0.5142243504524231, -1.8278758525848389, -1.7797529697418213, -0.8676265478134155, 0.5328443646430969, -0.6814022660255432, 0.977813720703125, -1.196859359741211, 0.5033328533172607, 0.2720814645290375, 1.095150351524353], [-0.5764020681381226, -1.291182279586792, -0.8381014466285706, -1.363825798034668, 0.805781364440918, 1.6353548765182495, 1.5660371780395508, -0.9069708585739136, 0.25394633412361145, 1.3177592754364014, -0.9570593237876892, 0.6551510095596313, -0.7869971394538879, -1.125586748123169, -0.5489450097084045, 1.6693474054336548, 0.6616143584251404, -1.2649394273757935, -1.082897424697876, -1.201839804649353, -0.6959472298622131, -0.9709428548812866, 1.998167872428894, -1.6856932640075684, 0.14149759709835052, 1.9723162651062012, -1.3452309370040894, 1.7459968328475952, 0.1819668859243393, -0.36529189348220825, 0.26017850637435913, -1.5656752586364746], [-1.192734718322754, -1.304644227027893, -0.0051225703209638596, -1.5625004768371582, -0.48197683691978455, -0.8896323442459106, -1.5182925462722778, -0.48579642176628113, 0.7451779246330261, 1.3182425498962402, -0.8670274615287781, -1.9794166088104248, -1.3716524839401245, -1.011579990386963, -1.644120216369629, 1.0657503604888916, -0.47087526321411133, 0.43319153785705566, 0.5359358191490173, 1.7986550331115723, -0.4403865337371826, -0.29970642924308777, 0.16464641690254211, -1.3566644191741943, -0.549248456954956, 1.75508713722229, 1.449047327041626, 1.9204202890396118, -0.9696168303489685, -1.055589199066162, 0.5103706121444702, -0.6804817914962769]]}')


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
