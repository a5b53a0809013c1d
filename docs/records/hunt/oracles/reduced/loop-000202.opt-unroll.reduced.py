"""Reduced by `make reduce` from loop-000202 (check: opt-unroll).
Signature: opt-unroll: wp.abs, wp.tanh, wp.where, dynamic loop in the adjoint
d(cotangent . outputs)/dparticle_radii[0]: np.float64(-2.8701976831883353) vs np.float64(-0.6325286446231899): original vs variant differ by 2.24 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def loop_000202(particle_directions: wp.array[wp.vec3], particle_radii: wp.array[float], particle_weights: wp.array[float], n: int, particle_energies: wp.array[float], particle_gradients: wp.array[wp.vec3]):
#         tid = wp.tid()
#         v0 = particle_directions[tid]
#         v1 = particle_radii[tid]
#         v2 = particle_weights[tid]
#         v3 = v1
#         for j6 in range(3):
#             v1 += wp.tanh(v0[0] / (wp.abs(v3) + 1.0))
#         particle_energies[tid] = v3 + v1 + v2 + v1 * wp.where(v2 >= -2.0, v3, 1.69) * 0.95
import warp as wp

@wp.kernel
def loop_000202(particle_directions: wp.array[wp.vec3], particle_radii: wp.array[float], particle_weights: wp.array[float], n: int, particle_energies: wp.array[float], particle_gradients: wp.array[wp.vec3]):
    tid = wp.tid()
    v0 = particle_directions[tid]
    v1 = particle_radii[tid]
    v2 = particle_weights[tid]
    v3 = v1
    for j6 in range(3):
        v1 += wp.tanh(v0[0] / (wp.abs(v3) + 1.0))
    particle_energies[tid] = v3 + v1 + v2 + v1 * wp.where(v2 >= -2.0, v3, 1.69) * 0.95


KERNEL = loop_000202
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_directions": [[-1.956152319908142, -0.8883131146430969, 1.394127368927002], [0.06740300357341766, 0.7873353362083435, -1.149106740951538], [-0.9978726506233215, 1.3860670328140259, 0.028145939111709595], [-1.6367870569229126, -0.029843203723430634, -0.9062592387199402], [0.4165787994861603, -1.4352989196777344, -1.9313735961914062], [0.8877130150794983, 1.3023386001586914, -0.5728903412818909], [1.9616724252700806, -0.26073530316352844, 1.006790280342102], [0.28160592913627625, 1.2180405855178833, 1.0578131675720215], [1.0007208585739136, 1.2003228664398193, -1.491397500038147], [0.0407562181353569, 0.5036593079566956, -0.7641686201095581], [-1.6110570430755615, -1.6147441864013672, -0.5621969103813171], [1.9120194911956787, 0.25095996260643005, 1.929795503616333], [0.08161187916994095, -0.09613841027021408, -0.44637683033943176], [-0.029001768678426743, 0.7378087043762207, 0.16793985664844513], [0.32952290773391724, -0.8533030152320862, 0.41981276869773865], [-0.06793398410081863, 1.2386083602905273, -0.3944960832595825]], "particle_radii": [-1.4412835836410522, 0.06712401658296585, 0.382700115442276, 0.662015974521637, -0.9053543210029602, -1.167041301727295, 1.3048416376113892, 0.40032389760017395, -0.013002485036849976, -0.07278460264205933, -0.9496636390686035, -0.4160577058792114, -1.7177287340164185, -0.7071101069450378, -1.7525829076766968, 0.4033670723438263], "particle_weights": [0.1506388634443283, 0.8916791677474976, 0.8666099309921265, -1.3660937547683716, 1.9916434288024902, 1.555518627166748, -0.7214757800102234, 1.5575212240219116, 1.2770458459854126, 0.31818315386772156, 1.7318775653839111, -1.6056230068206787, -0.3921011984348297, -0.8442309498786926, 1.1154193878173828, 1.875898003578186], "n": 3, "particle_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "particle_gradients": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
