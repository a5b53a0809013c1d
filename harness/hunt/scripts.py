"""The standalone script a reduction writes (``<name>.reduced.py``): the reduced kernel, its inputs
as literals, and a main that prints Warp's value next to the right one."""

from __future__ import annotations

import json

from harness.validate import gradcheck as gc

_HEAD = '''"""Reduced by `make reduce` from {case} (check: {check}).
Signature: {signature}
{detail}
Run: python {{this file}}
"""

import json

import numpy as np
'''

_RUN = """

KERNEL = {kernel}
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = {dim}
BLOCK_DIM = {block_dim}
wp.config.enable_cpu_blocks = True
VALUES = json.loads({values!r})


KEEP = []  # geometry objects the launch refers to by id


def arguments(device="cpu", requires_grad=False, override=None):
    args = []
    for arg in KERNEL.adj.args:
        value = (override or {{}}).get(arg.label, VALUES.get(arg.label))
        if isinstance(value, dict) and "geometry" in value:
            args.append(value)  # built below, once the arrays it may refer to exist
        elif hasattr(arg.type, "dtype") and hasattr(arg.type, "ndim"):
            value = np.asarray(value, dtype=wp.dtype_to_numpy(getattr(arg.type.dtype, "_wp_scalar_type_", arg.type.dtype)))
            args.append(wp.array(value, dtype=arg.type.dtype, device=device, requires_grad=requires_grad))
        else:
            args.append(arg.type(value) if not isinstance(value, list) else arg.type(*value))
    arrays = {{arg.label: a for arg, a in zip(KERNEL.adj.args, args) if isinstance(a, wp.array)}}
    for i, a in enumerate(args):
        if isinstance(a, dict):
            KEEP.append(geometry(a["geometry"], device, arrays))
            args[i] = KEEP[-1].id
    return args
"""

# Builds the geometry a handle argument refers to (harness/validate/runtime.py's descriptions).
_GEOMETRY = """

def geometry(d, device, arrays):
    def vec3s(key):
        return wp.array(np.asarray(d[key], dtype=np.float32), dtype=wp.vec3, device=device) if d.get(key) else None

    def ints(key):
        return wp.array(np.asarray(d[key], dtype=np.int32).reshape(-1), dtype=wp.int32, device=device) if d.get(key) else None

    if d["type"] == "mesh":
        return wp.Mesh(points=vec3s("points"), indices=ints("indices"), velocities=vec3s("velocities"),
                       support_winding_number=bool(d.get("support_winding_number", False)), groups=ints("groups"))
    if d["type"] == "bvh":
        return wp.Bvh(vec3s("lowers"), vec3s("uppers"), groups=ints("groups"))
    if d["type"] == "hash_grid":
        grid = wp.HashGrid(*[int(n) for n in d["dim"]], device=device)
        grid.build(arrays[d["points_arg"]], float(d["radius"]))
        return grid
    shape = tuple(int(n) for n in d["shape"])
    vector = d["dtype"] == "vec3"
    values = np.asarray(d["values"], dtype=np.int32 if d["dtype"] == "int32" else np.float32)
    background = (d["bg_value"],) * 3 if vector and not isinstance(d["bg_value"], list) else d["bg_value"]
    return wp.Volume.load_from_numpy(values.reshape(shape + ((3,) if vector else ())), d["min_world"],
                                     float(d["voxel_size"]), background, device=device)
"""

_GRAD = '''

OUT, OUT_INDEX, IN, IN_INDEX = {at}
STEP = {step}


def names():
    return [arg.label for arg in KERNEL.adj.args]


def adjoint():
    """d OUT[OUT_INDEX] / d IN[IN_INDEX] as Warp's backward pass computes it."""
    args = arguments(requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
    out = args[names().index(OUT)]
    seed = np.zeros(out.numpy().size)
    seed[OUT_INDEX] = 1.0
    tape.backward(grads={{out: wp.array(seed.reshape(out.numpy().shape), dtype=out.dtype)}})
    return float(args[names().index(IN)].grad.numpy().reshape(-1)[IN_INDEX])


def value(offset):
    x = np.array(VALUES[IN], dtype=float)
    flat = x.reshape(-1)
    flat[IN_INDEX] += offset
    args = arguments(override={{IN: x.tolist()}})
    wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
    return float(args[names().index(OUT)].numpy().reshape(-1)[OUT_INDEX])


def finite_differences():
    """The same derivative by central differences (Richardson-extrapolated)."""
    d1 = (value(STEP) - value(-STEP)) / (2 * STEP)
    d2 = (value(2 * STEP) - value(-2 * STEP)) / (4 * STEP)
    return (4 * d1 - d2) / 3


if __name__ == "__main__":
    wp.init()
    print(f"d {{OUT}}[{{OUT_INDEX}}] / d {{IN}}[{{IN_INDEX}}]: Warp's adjoint {{adjoint():.9g}}, finite differences {{finite_differences():.9g}}")
'''

_OTHER = """

if __name__ == "__main__":
    import os
    import subprocess
    import sys
    import tempfile

    wp.init()
    check = {check!r}
    args = arguments()
    if check == "codegen":
        try:
            wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
            print("Warp generated and ran the kernel: the bug is fixed")
        except Exception as error:
            print(f"Warp raises {{type(error).__name__}}: {{error}}")
    elif check == "cubin":
        wp.config.log_level = wp.LOG_DEBUG
        wp.compile_aot_module(KERNEL.module, arch=90, module_dir=tempfile.mkdtemp(), use_ptx=False)
    elif check == "hashseed":
        codes = []
        for seed in ("0", "1"):
            env = {{**os.environ, "PYTHONHASHSEED": seed, "HASHSEED_CHILD": "1"}}
            codes.append(subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True).stdout)
        print("generated code differs between hash seeds" if codes[0] != codes[1] else "generated code is the same")
    else:
        wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
        print("outputs:", [a.numpy().tolist() for a in args if isinstance(a, wp.array)])
        print("expected (float64 copy / CPU):", {right!r})
"""

# A module whose definition Warp refuses: running it raises Warp's error before this line.
_DEFINED = """

if __name__ == "__main__":
    print("Warp defined the module: the bug is fixed")
"""


def script(result) -> str:
    failure, spec = result.failure, result.spec
    from harness import warp_api
    from harness.hunt import cases
    from harness.validate import runtime

    source = spec.source
    data = failure.data
    if failure.check == "gradcheck" and data.get("precision") == "float64":
        source = gc.to_float64(source)
    values = data.get("inputs")
    if values is not None:  # a failure's own inputs: a geometry handle as the script builds it
        values = {k: {"geometry": v.description} if isinstance(v, runtime.Handle) else v for k, v in values.items()}
    head = _HEAD.format(
        case=result.original.case_id, check=failure.check, signature=result.signature, detail=failure.detail
    )
    try:
        loaded = cases.Loaded(spec, source, {})
    except Exception:  # Warp refuses the module's definition (the codegen check): running the module shows it
        imports = "" if "import warp as wp" in source else "import warp as wp\n\n"
        return head + "\n" + imports + source.rstrip() + "\n" + _DEFINED
    try:
        dims, block_dim = runtime.launch_dims(spec, warp_api.module_block_dim(loaded.kernel))
        host = runtime.draw_inputs(spec, loaded.kernel) if values is None else None
    finally:
        loaded.close()
    if values is None:
        values = {}
        for h in host:
            if isinstance(h.value, runtime.Handle):
                values[h.spec.name] = {"geometry": h.value.description}
            elif not isinstance(h.value, dict):
                values[h.spec.name] = __import__("numpy").asarray(h.value).tolist()
    if data.get("variant"):  # an oracle's failure: the equivalent program it was compared with
        variant = "\n".join(f"#     {line}" if line else "#" for line in data["variant"].rstrip().splitlines())
        head += (
            f"\n# {failure.check}: the kernel below must compute what this equivalent variant computes:\n{variant}\n"
        )
    if "import warp as wp" not in source:
        source = "import warp as wp\n\n" + source
    body = (
        source.rstrip()
        + "\n"
        + _RUN.format(kernel=spec.kernel_name, dim=dims, block_dim=block_dim, values=json.dumps(values))
        + (_GEOMETRY if any(isinstance(v, dict) and "geometry" in v for v in values.values()) else "")
    )
    if failure.check == "gradcheck":
        step = 1e-6 if data.get("precision") == "float64" else 1e-3
        out_name, out_flat, in_name, in_flat = data["at"]
        body += _GRAD.format(at=(out_name, int(out_flat), in_name, int(in_flat)), step=step)
    else:
        body += _OTHER.format(check=failure.check, right=failure.right)
    return head + body
