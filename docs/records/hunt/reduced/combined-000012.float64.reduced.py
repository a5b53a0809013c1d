"""Reduced by `make reduce` from combined-000012 (check: float64).
Signature: float64: wp.identity, wp.length, wp.quat_twist_angle_signed, wp.trace, wp.vector
the float64 copy does not build: Couldn't find function overload for 'quat_twist_angle_signed' that matched inputs with types: [vec3d, quatd]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def combined_000012(x1: wp.array(dtype=wp.quat), s0: wp.vec2):
    tid = wp.tid()
    v1 = x1[tid]
    if wp.trace(wp.identity(n=3, dtype=float) * 1.403) >= wp.length(s0):
        v4 = wp.quat_twist_angle_signed(wp.vec3(1.7, 0.7, 0.8), v1)


KERNEL = combined_000012
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[1.2392292022705078, -1.4048171043395996, 0.7171971201896667, 1.8087188005447388], [-0.632973849773407, 1.3171453475952148, -1.2142099142074585, -1.4030121564865112], [-1.7508729696273804, 0.11083392798900604, -0.9554176330566406, 1.8072229623794556], [1.4169933795928955, 0.6074130535125732, -0.29338905215263367, 1.0124224424362183], [0.5349579453468323, 0.7391936779022217, 0.9954765439033508, 0.9760063290596008], [-1.7935452461242676, -1.104499101638794, 1.7479344606399536, -1.0273197889328003], [1.5658444166183472, -1.1105067729949951, -1.0420438051223755, -0.28242120146751404], [-0.5725084543228149, 0.7288551330566406, -1.7856336832046509, 1.441314697265625], [1.973771333694458, 0.2957124412059784, 0.8117748498916626, -1.3151904344558716], [1.1767137050628662, 0.7075778841972351, -0.3723525106906891, -0.23095712065696716], [0.7385818958282471, -1.7002555131912231, -1.563238501548767, -1.9301773309707642], [1.4440398216247559, 1.9700615406036377, 1.674424171447754, -0.6505582928657532], [-1.4386399984359741, -0.8841947913169861, -1.3745009899139404, -0.5475481152534485], [1.477793574333191, -0.20500339567661285, -1.166929841041565, 1.6762491464614868], [0.7196891903877258, -1.0849883556365967, 0.7468851208686829, 0.9753511548042297], [0.17161118984222412, 1.8021619319915771, 1.9537761211395264, -1.6816470623016357]], "s0": [-0.9763070344924927, -1.537359356880188]}')


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
