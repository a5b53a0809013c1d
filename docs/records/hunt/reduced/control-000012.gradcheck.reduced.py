"""Reduced by `make reduce` from control-000012 (check: gradcheck).
Signature: gradcheck: wp.iter_next
dcontact_costs[0]/dcontact_pressures[0]: adjoint 1.27111107, finite differences 2.71111075 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000012(contact_temperatures: wp.array[wp.float64], contact_pressures: wp.array[wp.float64], contact_costs: wp.array[wp.float64]):
    tid = wp.tid()
    v1 = contact_pressures[tid]
    for j3 in range(0, 0 + 2, 2):
        if contact_temperatures[(tid + 5) % contact_temperatures.shape[0]] <= wp.float64(tid):
            v1 += wp.float64(0.72)
        else:
            pass
    contact_costs[tid] = v1 * v1


KERNEL = control_000012
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_temperatures": [-0.9606815001806894, 0.10804401808686759, 0.9795504781224529, -0.8455147210036329, -1.8550764637935182, -0.010627711415584606, 0.3052117558702512, 0.5135049406080601, -0.941528841939423, 1.4405333472094428, 1.5329010925889324, -0.545412379610942, 0.13657741693946335, -1.2033589045551478, 1.6780597811668958, -0.960638209530456], "contact_pressures": [0.6355555335712415, 1.0582852624760157, -0.7991984120435163, -1.2228804053304407, -0.17434945342710062, 0.7886030064816407, 1.5812443449960925, 1.2697420050308903, 0.8568754152191551, 0.9257508304353625, 1.2688914360438863, -1.7995065661927248, 0.14594276272632367, 1.4903335029497824, 1.552702607192515, -0.10434475923402342], "contact_costs": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('contact_costs', 0, 'contact_pressures', 0)
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
