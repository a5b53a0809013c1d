"""Reduced by `make reduce` from vector-000000 (check: eq-augmented).
Signature: eq-augmented: wp.sub_inplace, augmented assignment to a vector component
d(cotangent . outputs)/delement_coords[0, 0]: np.float64(1.3004210536076166) vs np.float64(2.6008421072152332): original vs variant differ by 0.5 (float64)
Run: python {this file}
"""

import json

import numpy as np

# eq-augmented: the kernel below must compute what this equivalent variant computes:
#     import warp as wp
#
#     @wp.kernel
#     def vector_000000(element_coords: wp.array[wp.vec2], element_gradients: wp.array[wp.vec2]):
#         tid = wp.tid()
#         v0 = element_coords[tid]
#         v0[0] = v0[0] - 1.0
#         element_gradients[tid] = v0
import warp as wp

@wp.kernel
def vector_000000(element_coords: wp.array[wp.vec2], element_gradients: wp.array[wp.vec2]):
    tid = wp.tid()
    v0 = element_coords[tid]
    v0[0] -= 1.0
    element_gradients[tid] = v0


KERNEL = vector_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_coords": [[-1.039145588874817, -1.2173911333084106], [0.8819783926010132, -1.5085636377334595], [0.09510311484336853, -1.8845508098602295], [1.8800162076950073, -1.9624037742614746], [1.368469476699829, -1.0690125226974487], [-0.3587113320827484, 0.5222496390342712], [-0.3578190803527832, 0.945235013961792], [-0.6150205731391907, -0.06683215498924255], [-0.30746468901634216, -1.051378846168518], [0.9501594305038452, 0.8153045773506165], [-0.7314527034759521, -1.4522225856781006], [-1.6465473175048828, 1.839543342590332], [-1.205504059791565, 0.6300130486488342], [-0.6427983045578003, -1.0049558877944946], [-1.6405469179153442, 0.5194966197013855], [-1.3551949262619019, -1.8153302669525146]], "element_gradients": [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]}')


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
