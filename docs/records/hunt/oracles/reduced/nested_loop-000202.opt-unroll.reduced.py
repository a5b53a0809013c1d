"""Reduced by `make reduce` from nested_loop-000202 (check: opt-unroll).
Signature: opt-unroll: wp.abs, wp.cos, wp.iter_next, wp.max, wp.normalize, wp.reversed, wp.trunc, wp.vector, wp.where, dynamic loop in the adjoint
d(cotangent . outputs)/dparticle_phases[0]: np.float64(0.6059857762060301) vs np.float64(0.6327226203254076): original vs variant differ by 0.0267 (float64)
Run: python {this file}
"""

import json

import numpy as np

# opt-unroll: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.func
#     def nested_loop_000202_f0(p0: float, p1: float, p2: wp.vec2, arr: wp.array[float], idx: int) -> wp.vec2:
#         v0 = arr[idx % arr.shape[0]]
#         for j1 in range(3):
#             p2 += wp.normalize(wp.where(p0 <= v0 and p0 < 1.1, p0 * wp.vec2(0.555, 1.1), wp.vec2(v0, p0))) * 0.72
#         v3 = wp.normalize(wp.vec2(p0, 2.0) / (wp.abs(p1) + 1.0))
#         return v0 * v3 + v3
#
#     @wp.kernel
#     def nested_loop_000202(particle_lengths: wp.array[float], particle_phases: wp.array[float], n: int, particle_uv_out: wp.array[wp.vec2], particle_residuals: wp.array[float]):
#         tid = wp.tid()
#         v4 = particle_lengths[tid]
#         v5 = particle_phases[tid]
#         v6 = wp.vec2(0.365, 0.215)
#         v7 = float(-1.1)
#         for j8 in reversed(range(n)):
#             v4 -= wp.cos(wp.max(v7, v5 * v7)) * 0.57
#             for j9 in range(2, 7):
#                 v4 = v4 * 0.5 + wp.cos(wp.trunc(v5) + float(j8))
#         for j10 in range(3):
#             v6 += wp.normalize(wp.vec2(1.529, -1.1)) * 0.53
#         v11 = nested_loop_000202_f0(v4 + v5, particle_phases[(tid + 3) % particle_phases.shape[0]], v6, particle_phases, tid * tid)
#         particle_uv_out[tid] = v6 + v11 + -v11 * 0.47
import warp as wp

@wp.func
def nested_loop_000202_f0(p0: float, p1: float, p2: wp.vec2, arr: wp.array[float], idx: int) -> wp.vec2:
    v0 = arr[idx % arr.shape[0]]
    for j1 in range(3):
        p2 += wp.normalize(wp.where(p0 <= v0 and p0 < 1.1, p0 * wp.vec2(0.555, 1.1), wp.vec2(v0, p0))) * 0.72
    v3 = wp.normalize(wp.vec2(p0, 2.0) / (wp.abs(p1) + 1.0))
    return v0 * v3 + v3

@wp.kernel
def nested_loop_000202(particle_lengths: wp.array[float], particle_phases: wp.array[float], n: int, particle_uv_out: wp.array[wp.vec2], particle_residuals: wp.array[float]):
    tid = wp.tid()
    v4 = particle_lengths[tid]
    v5 = particle_phases[tid]
    v6 = wp.vec2(0.365, 0.215)
    v7 = float(-1.1)
    for j8 in reversed(range(n)):
        v4 -= wp.cos(wp.max(v7, v5 * v7)) * 0.57
        for j9 in range(2, 7):
            v4 = v4 * 0.5 + wp.cos(wp.trunc(v5) + float(j8))
    for j10 in range(3):
        v6 += wp.normalize(wp.vec2(1.529, -1.1)) * 0.53
    v11 = nested_loop_000202_f0(v4 + v5, particle_phases[(tid + 3) % particle_phases.shape[0]], v6, particle_phases, tid * tid)
    particle_uv_out[tid] = v6 + v11 + -v11 * 0.47


KERNEL = nested_loop_000202
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_lengths": [0.2798333764076233, -0.5386619567871094, 1.234972596168518, -1.256331205368042, -0.8070345520973206, -0.3023766875267029, 0.6412565112113953, 0.10442782193422318, -1.5776201486587524, 0.07379910349845886, -1.5883415937423706, -0.38980230689048767, -0.5955963730812073, 1.5561153888702393, -1.4778056144714355, 0.5211126804351807], "particle_phases": [1.7054508924484253, -0.847679615020752, -1.8744313716888428, 0.6907471418380737, -1.8967982530593872, 1.923682451248169, -0.1998433619737625, -0.38347452878952026, -0.8817993402481079, -1.113905429840088, 0.3257236182689667, -1.7104194164276123, 1.0874301195144653, -0.31099578738212585, 1.923708438873291, -1.7170939445495605], "n": 4, "particle_uv_out": [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]], "particle_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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
