"""Reduced by `make reduce` from static-000201 (check: opt-unroll).
Signature: opt-unroll: wp.acos, wp.clamp, wp.degrees, wp.length_sq, wp.static, wp.tanh, wp.vector, wp.where, dynamic loop in the adjoint
d(cotangent . outputs)/dcontact_lengths[10]: np.float64(7.9268938877904525) vs np.float64(-0.4722238030613847): original vs variant differ by 8.4 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#     K0 = 2
#     C2 = wp.constant(1.19)
#
#     @wp.func
#     def static_000201_op0(x: float) -> float:
#         return wp.degrees(wp.acos(wp.clamp(x, -0.9, 0.9))) * 1.301
#
#     @wp.func
#     def static_000201_op1(x: float) -> float:
#         pass
#     OPS = (static_000201_op0, static_000201_op1)
#
#     @wp.kernel
#     def static_000201(contact_pressures: wp.array[float], contact_lengths: wp.array[float], contact_temperatures: wp.array[float], contact_costs: wp.array[float], contact_new_positions: wp.array[wp.vec3], num_contacts: int):
#         tid = wp.tid()
#         v0 = contact_pressures[tid]
#         v1 = contact_lengths[tid]
#         v2 = contact_temperatures[tid]
#         for j3 in range(4):
#             v0 = v0 + wp.tanh(wp.clamp(v1, -0.41, 1.58))
#         v4 = wp.length_sq(wp.vec3(v1, v0, wp.static(OPS[0])(v2)))
#         v5 = wp.static(OPS[0])(wp.where(v0 < -1.51 and v2 > v4, v4, wp.static(C2 / float(K0 + 1))))
#         v6 = float(0.0)
#         contact_costs[tid] = v4 + v5 + v6 + v6 * 0.45
import warp as wp
K0 = 2
C2 = wp.constant(1.19)

@wp.func
def static_000201_op0(x: float) -> float:
    return wp.degrees(wp.acos(wp.clamp(x, -0.9, 0.9))) * 1.301

@wp.func
def static_000201_op1(x: float) -> float:
    pass
OPS = (static_000201_op0, static_000201_op1)

@wp.kernel
def static_000201(contact_pressures: wp.array[float], contact_lengths: wp.array[float], contact_temperatures: wp.array[float], contact_costs: wp.array[float], contact_new_positions: wp.array[wp.vec3], num_contacts: int):
    tid = wp.tid()
    v0 = contact_pressures[tid]
    v1 = contact_lengths[tid]
    v2 = contact_temperatures[tid]
    for j3 in range(4):
        v0 = v0 + wp.tanh(wp.clamp(v1, -0.41, 1.58))
    v4 = wp.length_sq(wp.vec3(v1, v0, wp.static(OPS[0])(v2)))
    v5 = wp.static(OPS[0])(wp.where(v0 < -1.51 and v2 > v4, v4, wp.static(C2 / float(K0 + 1))))
    v6 = float(0.0)
    contact_costs[tid] = v4 + v5 + v6 + v6 * 0.45


KERNEL = static_000201
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (16,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_pressures": [0.23833180963993073, 0.6181554794311523, 0.7744848132133484, -1.9356807470321655, -0.992735743522644, -1.6843373775482178, -0.701688289642334, 0.15860268473625183, 0.28227096796035767, 0.3765566349029541, -0.11331862956285477, 1.4180630445480347, -1.092444658279419, 0.3601474463939667, 0.1948285698890686, -0.9889642000198364], "contact_lengths": [-1.4452574253082275, 0.4467897415161133, -1.0157380104064941, 1.4972180128097534, 1.7616865634918213, 0.9911068081855774, -1.4642744064331055, -1.9223384857177734, -1.4889165163040161, -0.38514092564582825, 0.23374606668949127, 1.498897910118103, 1.269110083580017, 0.2499336451292038, -1.1639482975006104, 0.864859402179718], "contact_temperatures": [-1.8194072246551514, -1.9522899389266968, 0.8233309984207153, -1.084149956703186, 1.9816104173660278, -0.4228156805038452, 0.7079758048057556, -0.680702269077301, 0.10315204411745071, -0.6652560830116272, 0.2937573194503784, 1.6973518133163452, -1.9965715408325195, -0.5514791011810303, 0.8298264145851135, -0.16093634068965912], "contact_costs": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "contact_new_positions": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], "num_contacts": 16}')


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
    check = 'opt-unroll'
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
