"""Reduced by `make reduce` from spatial-000004 (check: float64).
Signature: float64: wp.quat_from_axis_angle, wp.transform_wrench, wp.transformation, wp.vector
the float64 copy does not build: Couldn't find function overload for 'transform_wrench' that matched inputs with types: [transformd, vector(length=6, dtype=float64)]
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def spatial_000004(x1: wp.array(dtype=wp.spatial_vector)):
    tid = wp.tid()
    v1 = x1[tid]
    v3 = wp.transform_wrench(wp.transform(wp.vec3(0.0, 1.6, 1.8), wp.quat_from_axis_angle(wp.vec3(1.78, 1.55, 1.3), 0.09)), v1)


KERNEL = spatial_000004
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x1": [[1.4711683988571167, -0.15913636982440948, 0.6642066836357117, -0.8596208095550537, 1.8379113674163818, 0.3654959201812744], [1.741190791130066, -1.6791006326675415, 0.8239216804504395, 1.6890994310379028, 1.4790602922439575, -1.3016265630722046], [1.3854069709777832, -0.14112909138202667, 0.2014031708240509, 1.536558985710144, 1.2520204782485962, -1.6197733879089355], [1.019987940788269, -0.7153989672660828, 1.094041347503662, 1.5902690887451172, -0.9839398860931396, -0.525707483291626], [-1.9859265089035034, -1.1496942043304443, -0.824190616607666, -0.6708949208259583, -1.064031958580017, 0.5417543649673462], [-1.7411859035491943, 0.5327809453010559, -0.7955644130706787, -1.433755874633789, 1.3472615480422974, 1.6319738626480103], [1.6702690124511719, -1.022157907485962, 0.5169233679771423, 0.8978728652000427, 1.8381035327911377, 1.3675707578659058], [1.676013708114624, 0.4608818292617798, 0.02979864925146103, -1.537493348121643, -1.7307519912719727, -1.170353889465332], [0.7526745200157166, -0.02599440887570381, 0.5528140068054199, 1.5866729021072388, -0.06195816397666931, 0.8470878005027771], [1.9492943286895752, 1.2446142435073853, -1.0156325101852417, 0.7679188251495361, -1.8084897994995117, 1.9960683584213257], [-0.688922643661499, 1.8283370733261108, 1.3116179704666138, -0.9318426847457886, 1.622579574584961, 1.3223114013671875], [0.7856128215789795, -0.3080320954322815, 1.312554955482483, 1.3628476858139038, -0.7074354887008667, 0.23118329048156738], [-0.8441854119300842, 0.8408299684524536, 0.7934504151344299, -1.27601158618927, -1.369516372680664, 0.9865899682044983], [-0.8876463174819946, -0.4558299481868744, 0.8246362805366516, 0.2039308398962021, -1.107465386390686, -0.3339606523513794], [-1.3373289108276367, 0.9674615859985352, -0.835943877696991, -1.7642393112182617, -1.1363739967346191, 0.1125355139374733], [-0.6433712840080261, 0.9309824705123901, 0.9187575578689575, -0.05821055546402931, -1.3817849159240723, -0.9549990296363831]]}')


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
