"""Reduced by `make reduce` from combined-000007 (check: opt-unroll).
Signature: opt-unroll: wp.cos, wp.determinant, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dbody_stresses[0, 0, 1]: np.float64(0.0) vs np.float64(-1.1234392425016453): original vs variant differ by 1 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.func
#     def combined_000007_f0(p0: float):
#         v5 = 0.0
#         for j0 in range(1):
#             p0 += 1.0
#         if wp.cos(p0) <= p0:
#             pass
#         else:
#             v4 = p0
#             v5 += v4
#         return wp.vec2(v5)
#
#     @wp.kernel
#     def combined_000007(body_stresses: wp.array(dtype=wp.mat33), body_residuals: wp.array(dtype=float)):
#         tid = wp.tid()
#         v7 = body_stresses[tid]
#         v13 = combined_000007_f0(wp.determinant(v7))
#         body_residuals[tid] = v13[0]
import warp as wp

@wp.func
def combined_000007_f0(p0: float):
    v5 = 0.0
    for j0 in range(1):
        p0 += 1.0
    if wp.cos(p0) <= p0:
        pass
    else:
        v4 = p0
        v5 += v4
    return wp.vec2(v5)

@wp.kernel
def combined_000007(body_stresses: wp.array(dtype=wp.mat33), body_residuals: wp.array(dtype=float)):
    tid = wp.tid()
    v7 = body_stresses[tid]
    v13 = combined_000007_f0(wp.determinant(v7))
    body_residuals[tid] = v13[0]


KERNEL = combined_000007
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"body_stresses": [[[-1.0127077102661133, -0.7237367630004883, 0.7754625678062439], [-0.4455771744251251, 1.5654281377792358, -1.4483880996704102], [1.7276461124420166, -1.1015809774398804, 0.6790647506713867]], [[0.9930137991905212, 1.4552021026611328, -1.8527346849441528], [-1.2180051803588867, -1.90510094165802, -0.716755211353302], [-0.7481052279472351, 0.03851722925901413, 0.6594340205192566]], [[0.18210497498512268, -1.1928300857543945, -0.34221187233924866], [-0.38578343391418457, -0.20817673206329346, -1.2768429517745972], [1.0161834955215454, -0.5079857110977173, 1.283456563949585]], [[-0.29586875438690186, -0.8167064785957336, -0.24554409086704254], [-0.2828526794910431, 1.4991105794906616, -1.9348258972167969], [-1.1992239952087402, -1.5731654167175293, -1.1778463125228882]], [[1.8388737440109253, -0.7774707674980164, 0.4566717743873596], [0.23840485513210297, -0.04488781839609146, 1.7609152793884277], [-1.8548822402954102, -0.8781945705413818, -0.2941719889640808]], [[-1.6443305015563965, 1.8639187812805176, -0.7514594793319702], [1.4038513898849487, 1.8192301988601685, 0.9110544323921204], [0.3176819980144501, 1.389053463935852, -0.06576260179281235]], [[0.42728808522224426, 1.6994962692260742, -0.45590758323669434], [1.4294856786727905, 0.3609095811843872, 1.3698694705963135], [1.5418193340301514, 0.9436790347099304, -1.7093327045440674]], [[1.9250069856643677, 0.6593120098114014, -0.978407084941864], [1.5814695358276367, -1.9494298696517944, -1.5555013418197632], [-1.0565931797027588, -0.657058835029602, -0.32466572523117065]], [[1.173071026802063, 0.7247893810272217, -0.047317471355199814], [-1.2804031372070312, -1.4063907861709595, -0.9847962856292725], [-1.1486690044403076, 1.3345109224319458, 0.6286184191703796]], [[-0.2854451835155487, -0.7555919885635376, 0.8714301586151123], [1.3737603425979614, 1.2494200468063354, 0.3311403691768646], [1.7092233896255493, 1.452944040298462, 0.41759079694747925]], [[-1.4450290203094482, -0.06373780965805054, 0.02911699190735817], [0.6162827610969543, -1.9071990251541138, 0.5461957454681396], [-0.5956335663795471, 0.15476123988628387, -1.6802393198013306]], [[-1.5961670875549316, 0.3250063359737396, 0.8429104685783386], [1.9498817920684814, -0.5653819441795349, -1.4416303634643555], [0.35606151819229126, -0.10584373027086258, -1.3239924907684326]], [[-0.2607826888561249, -0.9174714088439941, -0.2244393676519394], [0.16683997213840485, -0.34739789366722107, 1.5862849950790405], [0.9845065474510193, -0.28430357575416565, -1.9478274583816528]], [[-1.6320972442626953, -0.21048426628112793, -0.7870262265205383], [0.06109699606895447, 1.2736551761627197, -0.9261693358421326], [1.5686405897140503, 1.0493652820587158, 1.010998249053955]], [[-0.9408760070800781, -1.2988044023513794, 0.9142556190490723], [-0.13932862877845764, 0.8887186646461487, -0.313524067401886], [-1.9110692739486694, -1.1421641111373901, 0.4668761193752289]], [[0.14845237135887146, 0.5176190137863159, -1.8126734495162964], [-1.4342923164367676, 0.8286453485488892, 1.0204566717147827], [-0.7255803942680359, 1.5648443698883057, 1.000799536705017]]], "body_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
