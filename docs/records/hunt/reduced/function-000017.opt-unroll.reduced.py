"""Reduced by `make reduce` from function-000017 (check: opt-unroll).
Signature: opt-unroll: wp.normalize, wp.sin, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dx1[0, 1]: np.float64(1.3107463548542275) vs np.float64(-1.1876187032619132): original vs variant differ by 2.1 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def function_000017(x1: wp.array[wp.vec3], x2: wp.array[wp.vec3], out0: wp.array[wp.vec2]):
#         tid = wp.tid()
#         v6 = x1[tid]
#         v7 = x2[tid]
#         for j11 in range(5):
#             v7 += wp.normalize(v6)
#         out0[tid] = wp.vec2(wp.sin(v7[0]))
import warp as wp

@wp.kernel
def function_000017(x1: wp.array[wp.vec3], x2: wp.array[wp.vec3], out0: wp.array[wp.vec2]):
    tid = wp.tid()
    v6 = x1[tid]
    v7 = x2[tid]
    for j11 in range(5):
        v7 += wp.normalize(v6)
    out0[tid] = wp.vec2(wp.sin(v7[0]))


KERNEL = function_000017
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[-0.990530788898468, -0.5549828410148621, 0.8711723685264587], [1.0339730978012085, -0.9548225998878479, 0.21510356664657593], [0.125823512673378, 0.91428542137146, -0.531442403793335], [1.1005598306655884, -0.04257195442914963, -1.2850992679595947], [0.5558695197105408, 1.4775575399398804, 1.11142098903656], [1.4322832822799683, -1.079314112663269, 1.0158997774124146], [1.9864252805709839, 1.669224500656128, -1.8246829509735107], [1.265010952949524, -0.5593413710594177, 0.9600281715393066], [1.8164787292480469, 0.5613142251968384, 0.48685747385025024], [0.8351448774337769, -1.395450234413147, -1.6027605533599854], [-1.8858870267868042, 1.8509713411331177, 0.34842732548713684], [-1.8018189668655396, -1.7288522720336914, -1.6558846235275269], [-0.3242993652820587, 1.1914124488830566, 0.934966504573822], [1.6367974281311035, 0.9115058183670044, 0.038695983588695526], [0.6223025918006897, 1.4278658628463745, 1.0977710485458374], [0.653249979019165, 0.47392210364341736, 1.8370459079742432]], "x2": [[0.456744909286499, 1.2741466760635376, -1.864298701286316], [-1.9002422094345093, -1.1592011451721191, -0.5667141675949097], [-1.625854730606079, 1.7851158380508423, 1.6465468406677246], [-0.8917649984359741, -1.2130924463272095, -1.2148804664611816], [-1.5842900276184082, -1.1490275859832764, 1.7254714965820312], [1.1028056144714355, -1.7201489210128784, -1.5413172245025635], [-1.2848320007324219, 1.3898801803588867, -0.5427294969558716], [1.4772526025772095, 0.2705007493495941, 0.20755501091480255], [-1.805965781211853, -0.9036296606063843, -0.5010542273521423], [1.6618744134902954, 0.6534115672111511, 0.47768720984458923], [-0.330069363117218, -0.6603254079818726, 1.0053839683532715], [1.0996085405349731, -0.5256059169769287, 0.05103064700961113], [-0.7454515695571899, -1.2211345434188843, -1.7122663259506226], [-0.13167844712734222, -1.508917212486267, -0.6185140609741211], [-1.9264458417892456, 1.820967674255371, -0.37866219878196716], [-0.740562379360199, -1.3053842782974243, 0.9937750101089478]], "out0": [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]}')


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
