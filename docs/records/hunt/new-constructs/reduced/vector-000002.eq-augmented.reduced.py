"""Reduced by `make reduce` from vector-000002 (check: eq-augmented).
Signature: eq-augmented: wp.sub_inplace, augmented assignment to a vector component
d(cotangent . outputs)/dx0[0, 1]: np.float64(0.7064159823627277) vs np.float64(1.4128319647254555): original vs variant differ by 0.5 (float64)
Run: python {this file}
"""

import json

import numpy as np

# eq-augmented: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def vector_000002(x0: wp.array[wp.vec2], out0: wp.array[wp.vec2]):
#         tid = wp.tid()
#         v1 = x0[tid]
#         v1[1] = v1[1] - 1.0
#         out0[tid] = v1
import warp as wp

@wp.kernel
def vector_000002(x0: wp.array[wp.vec2], out0: wp.array[wp.vec2]):
    tid = wp.tid()
    v1 = x0[tid]
    v1[1] -= 1.0
    out0[tid] = v1


KERNEL = vector_000002
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[-1.1181942224502563, -1.923340082168579], [-1.2277902364730835, 0.6279316544532776], [-1.721237301826477, -1.2311170101165771], [-0.4536137282848358, -1.6007270812988281], [1.155007004737854, -1.7177635431289673], [1.2772799730300903, 1.501643180847168], [1.5942368507385254, -1.29915189743042], [0.17181846499443054, -0.17010165750980377], [0.8631287813186646, -1.5606515407562256], [-0.8565384745597839, -0.6065897345542908], [-0.11951381713151932, -0.5801882743835449], [0.6363336443901062, -1.367875576019287], [-0.5189347863197327, 0.6605111956596375], [-0.6191506385803223, -0.9124143719673157], [-1.512373447418213, -0.3328552842140198], [1.9315345287322998, 0.9153711199760437]], "out0": [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]}')


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
    check = 'eq-augmented'
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
