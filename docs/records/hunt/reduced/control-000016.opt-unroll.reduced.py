"""Reduced by `make reduce` from control-000016 (check: opt-unroll).
Signature: opt-unroll: wp.dot, wp.mod, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dparticle_positions[0, 1]: np.float64(3.1923111549299596) vs np.float64(1.2623805275902078): original vs variant differ by 1.53 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def control_000016(particle_normals: wp.array[wp.vec3], particle_positions: wp.array[wp.vec3], particle_residuals: wp.array[float]):
#         tid = wp.tid()
#         v0 = particle_normals[tid]
#         v1 = 1.0
#         v2 = particle_positions[tid]
#         if tid % 8 % 3 == 1:
#             pass
#         elif float(tid) <= v1 * v1:
#             for j6 in range(1):
#                 v0 += wp.vec3(0.9, 1.5, 1.35)
#         else:
#             pass
#         particle_residuals[tid] = wp.dot(v2, v0)
import warp as wp

@wp.kernel
def control_000016(particle_normals: wp.array[wp.vec3], particle_positions: wp.array[wp.vec3], particle_residuals: wp.array[float]):
    tid = wp.tid()
    v0 = particle_normals[tid]
    v1 = 1.0
    v2 = particle_positions[tid]
    if tid % 8 % 3 == 1:
        pass
    elif float(tid) <= v1 * v1:
        for j6 in range(1):
            v0 += wp.vec3(0.9, 1.5, 1.35)
    else:
        pass
    particle_residuals[tid] = wp.dot(v2, v0)


KERNEL = control_000016
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_normals": [[1.3423362970352173, 0.981160044670105, -0.9674500823020935], [-1.2135447263717651, -0.6759305596351624, 1.741101622581482], [0.9952355027198792, -0.1086057648062706, -0.41802236437797546], [-1.4253365993499756, 1.282994270324707, -0.5770906209945679], [1.7230278253555298, -0.40885454416275024, -0.7063876390457153], [0.9415280222892761, -0.11406002193689346, -1.8700578212738037], [-1.5891865491867065, 1.199817180633545, 0.9966351389884949], [1.9951316118240356, 1.3102200031280518, -0.5576037764549255], [-0.4713049530982971, -0.9488370418548584, 0.3036732077598572], [1.9168601036071777, -1.0174338817596436, 0.9164834022521973], [0.6286606788635254, 1.632987141609192, 1.6112191677093506], [1.5960357189178467, 1.4738929271697998, -1.5411226749420166], [1.119724988937378, 0.8747060298919678, -1.0423728227615356], [-0.28033238649368286, -1.103064775466919, 0.2783614695072174], [1.4450411796569824, 1.312727689743042, 1.201114535331726], [0.44056397676467896, 0.13222257792949677, -0.9543032050132751]], "particle_positions": [[-0.9438204765319824, 1.92998468875885, -1.4637542963027954], [-1.9381011724472046, -0.07476872950792313, 0.9151362180709839], [-1.0322513580322266, 0.4955867528915405, 1.392528772354126], [1.54940927028656, 0.603053867816925, 1.7901254892349243], [0.9049391746520996, -0.09059286117553711, -0.5394336581230164], [-1.893442153930664, -1.0155366659164429, 0.8586875200271606], [1.441950798034668, -1.5813970565795898, 0.8400514721870422], [0.6849189400672913, -0.32527104020118713, -0.7602110505104065], [-0.6785052418708801, 0.29897409677505493, 0.8340592384338379], [-1.7604265213012695, -0.07672730088233948, 1.0792889595031738], [0.9472246766090393, -0.0811237096786499, 1.5393503904342651], [0.38468778133392334, -1.1073617935180664, -0.24171946942806244], [1.7583242654800415, -0.22116000950336456, -0.12099579721689224], [1.9476689100265503, 1.49382746219635, 1.57619309425354], [0.7016804218292236, -1.818124532699585, -1.7814533710479736], [0.3914397656917572, 0.6806850433349609, 0.4128376841545105]], "particle_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
