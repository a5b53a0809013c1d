"""Reduced by `make reduce` from control-000202 (check: eq-static).
Signature: eq-static: wp.ceil, wp.clamp, wp.cos, wp.cosh, wp.length, wp.length_sq, wp.max, wp.vector, dynamic loop in the adjoint
d(cotangent . outputs)/dparticle_phases[0]: np.float64(0.760901013232619) vs np.float64(0.023778156663519345): original vs variant differ by 0.737 (float64)
Run: python {this file}
"""

import json

import numpy as np

# eq-static: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def control_000202(particle_phases: wp.array[float], particle_normals: wp.array[wp.vec3], particle_positions: wp.array[wp.vec3], n: int, particle_energies: wp.array[float], particle_accelerations: wp.array[wp.vec3]):
#         tid = wp.tid()
#         v0 = particle_phases[tid]
#         v1 = particle_normals[tid]
#         v2 = particle_positions[tid]
#         w4 = int(0)
#         _broke0 = int(0)
#         for _counted_w4 in range(3):
#             if _broke0 == 0:
#                 w4 = w4 + 1
#                 w5 = int(0)
#                 for _counted_w5 in range(5):
#                     w5 = w5 + 1
#                     v0 = v0 * 0.5 + wp.cos(wp.max(wp.ceil(-0.4), wp.length_sq(wp.vec3(1.5))))
#                 if v0 >= v0:
#                     _broke0 = int(1)
#         particle_energies[tid] = v0 + wp.cosh(wp.clamp(wp.length(v1), -3.0, 3.0)) * 1.01
import warp as wp

@wp.kernel
def control_000202(particle_phases: wp.array[float], particle_normals: wp.array[wp.vec3], particle_positions: wp.array[wp.vec3], n: int, particle_energies: wp.array[float], particle_accelerations: wp.array[wp.vec3]):
    tid = wp.tid()
    v0 = particle_phases[tid]
    v1 = particle_normals[tid]
    v2 = particle_positions[tid]
    w4 = int(0)
    while w4 < 3:
        w4 = w4 + 1
        w5 = int(0)
        while w5 < 5:
            w5 = w5 + 1
            v0 = v0 * 0.5 + wp.cos(wp.max(wp.ceil(-0.4), wp.length_sq(wp.vec3(1.5))))
        if v0 >= v0:
            break
    particle_energies[tid] = v0 + wp.cosh(wp.clamp(wp.length(v1), -3.0, 3.0)) * 1.01


KERNEL = control_000202
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_phases": [-1.4095566272735596, 1.365770936012268, 0.48271599411964417, 0.5620464086532593, -0.22629229724407196, -0.7991917133331299, -1.2508517503738403, -1.474244236946106, -1.4373582601547241, 1.301371455192566, 1.176305890083313, 0.7624197006225586, -1.6468080282211304, -0.21578961610794067, 0.19783517718315125, 0.3511181175708771], "particle_normals": [[0.9107505083084106, 0.003300916636362672, -0.8163763880729675], [0.16878516972064972, 1.0360500812530518, -1.6198577880859375], [1.2405827045440674, 0.7513980269432068, 1.29862380027771], [0.13818030059337616, 0.35530218482017517, 1.1001884937286377], [0.32784363627433777, -1.2410603761672974, -1.4816056489944458], [-0.23068638145923615, 0.9374234676361084, -1.804931640625], [1.345035433769226, -1.3412895202636719, -1.0397398471832275], [0.16500866413116455, -0.3551980257034302, 1.3550622463226318], [1.8999906778335571, 1.0330865383148193, 1.7824698686599731], [0.3968217968940735, 0.2146754264831543, 0.5204002857208252], [0.53156977891922, -1.2857064008712769, 1.6296300888061523], [-0.4115816652774811, 0.7663404941558838, 0.9467669725418091], [-1.1661527156829834, 0.006169815547764301, -0.16535261273384094], [1.7322986125946045, -0.42633765935897827, 0.17867961525917053], [1.004145860671997, -0.13594411313533783, -1.466597318649292], [-0.17027926445007324, 1.503372073173523, 1.0685224533081055]], "particle_positions": [[-0.7626954913139343, -1.498154878616333, -1.3273652791976929], [0.9261760711669922, 1.5176695585250854, 1.3731673955917358], [-0.33567818999290466, 0.3961830139160156, 0.2994365096092224], [-1.849953055381775, -0.2927751839160919, -0.6631274819374084], [-0.5006439685821533, -1.3795769214630127, -1.2237200736999512], [-0.06020229309797287, 1.4659290313720703, -0.39559459686279297], [0.907690703868866, -1.6377980709075928, -0.5749785900115967], [-1.9410377740859985, 1.3537262678146362, 1.7230486869812012], [1.6622600555419922, 1.0039013624191284, 0.9251784086227417], [0.7082270383834839, -1.6431256532669067, -0.362529456615448], [-0.2857164442539215, 1.0516244173049927, -0.4636166989803314], [1.0721548795700073, -1.9429723024368286, -1.1686776876449585], [-0.6817242503166199, -1.2371078729629517, 1.0976133346557617], [0.6931927800178528, 1.6766936779022217, -0.9120180606842041], [0.6284725666046143, -1.6684726476669312, 1.688906192779541], [1.0923961400985718, 0.2044506072998047, -0.28189247846603394]], "n": 4, "particle_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "particle_accelerations": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]}')


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
    check = 'eq-static'
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
