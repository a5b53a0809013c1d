"""Reduced by `make reduce` from tile-000006 (check: gradcheck).
Signature: gradcheck: wp.tile_atomic_add, wp.tile_broadcast, wp.tile_load, wp.tile_min, wp.tile_squeeze, wp.tile_view
dacc[0]/dx0[5]: adjoint 0, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 128, 'enable_mathdx_gemm': False, 'enable_mathdx_fft': False, 'enable_mathdx_solver': False})
TILE_M = wp.constant(4)
TILE_N = wp.constant(8)

@wp.kernel
def tile_000006(x0: wp.array(dtype=wp.float64), acc: wp.array(dtype=wp.float64)):
    i = wp.tid()
    t0 = wp.tile_load(x0, shape=(TILE_N,), offset=(i * TILE_N,))
    t2 = wp.tile_broadcast(t0, shape=(TILE_M, TILE_N))
    t3 = wp.tile_view(t2, offset=(3, 0), shape=(1, 8))
    t4 = wp.tile_squeeze(t3)
    t7 = wp.tile_min(t4)
    wp.tile_atomic_add(acc, t7, offset=0)


KERNEL = tile_000006
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 128)
BLOCK_DIM = 128
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [1.3973445278906889, 0.22883854464464903, 1.9074225389914377, -0.6893979722463577, -0.19272537841543302, -1.908143991786813, -0.10459220309287653, 1.0636037812139705, 1.600363309773773, -0.5539555025528431, 0.11111223711197882, 1.7047976605689623, -1.9049484285230482, -1.4172089322854609, 1.095780252385954, -0.5504615016640604, 0.12136315973243006, -1.732132199037812, -0.625961999582501, 1.0354275723293989, 0.007090673045321072, 1.4203793142861052, -0.9222404833311328, -1.8092618049722078, -0.56911329373562, 1.3896512683124205, -0.9209810628716233, -0.6700318833581469, -1.281101498185531, 1.2162965882863102, 0.2967928091971017, 1.3289958571006593], "acc": [0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('acc', 0, 'x0', 5)
STEP = 1e-06


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
    tape.backward(grads={out: wp.array(seed.reshape(out.numpy().shape), dtype=out.dtype)})
    return float(args[names().index(IN)].grad.numpy().reshape(-1)[IN_INDEX])


def value(offset):
    x = np.array(VALUES[IN], dtype=float)
    flat = x.reshape(-1)
    flat[IN_INDEX] += offset
    args = arguments(override={IN: x.tolist()})
    wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
    return float(args[names().index(OUT)].numpy().reshape(-1)[OUT_INDEX])


def finite_differences():
    """The same derivative by central differences (Richardson-extrapolated)."""
    d1 = (value(STEP) - value(-STEP)) / (2 * STEP)
    d2 = (value(2 * STEP) - value(-2 * STEP)) / (4 * STEP)
    return (4 * d1 - d2) / 3


if __name__ == "__main__":
    wp.init()
    print(f"d {OUT}[{OUT_INDEX}] / d {IN}[{IN_INDEX}]: Warp's adjoint {adjoint():.9g}, finite differences {finite_differences():.9g}")
