"""Reduced by `make reduce` from quaternion-000002 (check: float64).
Signature: float64: wp.quat_twist
the float64 copy does not build: Couldn't find function overload for 'quat_twist' that matched inputs with types: [vec3d, quatd]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def quaternion_000002(x0: wp.array(dtype=wp.quat), x1: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v4 = wp.quat_twist(v1, v0)


KERNEL = quaternion_000002
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[-0.9489113092422485, 0.2942328453063965, -0.6164756417274475, -0.6738182306289673], [-1.4165061712265015, -1.8705055713653564, -0.38172608613967896, -0.2890501320362091], [1.6462525129318237, -1.5741347074508667, 1.9295724630355835, -1.6893047094345093], [0.8408781886100769, 1.8814215660095215, 1.2699968814849854, -1.3382893800735474], [-0.7474842071533203, -0.25030776858329773, 1.9135714769363403, 0.8373845815658569], [-1.5418680906295776, 0.9174403548240662, -0.9824009537696838, -0.0909026488661766], [-1.675344705581665, -1.4776225090026855, 1.285504937171936, -0.3643191158771515], [0.2523633539676666, -1.0965341329574585, -0.44725683331489563, 0.16833466291427612], [1.5999447107315063, 1.3004579544067383, 1.653476357460022, -0.19455565512180328], [-0.11673741787672043, 0.17825189232826233, 0.5359346866607666, 1.5223642587661743], [-1.8314608335494995, 0.7396733164787292, -1.5937151908874512, -1.5842031240463257], [-0.40432652831077576, -0.4847526550292969, 0.24162374436855316, -1.7911025285720825], [-0.17982998490333557, 0.11952359229326248, -0.14375656843185425, -0.5397382974624634], [-1.4225188493728638, -1.6691408157348633, -1.6039432287216187, -0.8078400492668152], [0.7335647344589233, 0.24307116866111755, -1.7016249895095825, 0.31350618600845337], [-1.220474123954773, 0.299898624420166, 0.11364652216434479, -0.02820463478565216]], "x1": [[0.5028126239776611, -1.5907697677612305, -0.11357217282056808], [-0.20817431807518005, 1.1335031986236572, 0.9082040786743164], [0.1644521951675415, -0.4604741036891937, 0.9569916725158691], [-0.21780528128147125, -1.004499912261963, -1.138227105140686], [1.233725666999817, 0.09605216234922409, 0.739321768283844], [0.30918779969215393, 0.0477430559694767, 0.9564836025238037], [1.8532236814498901, -1.4065136909484863, 0.24294082820415497], [-0.7920759916305542, -1.7657636404037476, 0.7644700407981873], [1.9257277250289917, 0.4784044623374939, 0.6585345268249512], [0.48681291937828064, -1.352972388267517, 0.6535628437995911], [1.1914945840835571, -1.013142466545105, 0.4793316125869751], [0.5901651978492737, -1.1491966247558594, 1.9431090354919434], [-1.7590309381484985, 1.0851895809173584, 0.17105259001255035], [-1.8910903930664062, 0.31363463401794434, -1.9038975238800049], [-1.2788771390914917, 0.5666184425354004, 1.3489751815795898], [0.3436049222946167, -0.4599618911743164, -0.24175430834293365]]}')


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
