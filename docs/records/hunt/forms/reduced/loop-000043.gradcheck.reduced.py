"""Reduced by `make reduce` from loop-000043 (check: gradcheck).
Signature: gradcheck: wp.log10
dcell_energies[0]/dcell_weights[0]: adjoint 1.1587553, finite differences 0.811148627 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 1})

@wp.kernel
def loop_000043(cell_weights: wp.array[wp.float64], cell_pressures: wp.array[wp.float64], cell_temperatures: wp.array[wp.float64], n: int, cell_energies: wp.array[wp.float64]):
    tid = wp.tid()
    v9 = wp.float64(0.0)
    v0 = cell_weights[tid]
    v1 = wp.float64(1.0)
    for j7 in range(n):
        v1 = v1 + v0
        v8 = wp.log10(v1)
        v9 += v8
    cell_energies[tid] = v9


KERNEL = loop_000043
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 1
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"cell_weights": [1.655919836018255, 0.7815764805262981, 1.5683298295879653, 0.6867799998338873, 1.419487067181406, 1.148031295617665, -0.9304525777385688, 0.06444760811644201, 1.1170767256744591, 0.2015779561760156, -0.8883876462897153, 0.43182295851281394, -0.3659450723738513, -1.196174831592021, -1.7357378938979626, 1.2489051819962063], "cell_pressures": [-1.8364105577578198, 1.8006350601185077, 1.7326167128134196, -1.9410248838648614, 1.9610766238234785, 1.7063244815041592, 0.6389873089509406, 1.1255895554546784, -1.9358654124944872, 0.0175758076184116, 0.7500920861834559, 0.9231500158188961, 0.8223982412031949, 1.4951243963341496, 0.035325490543624216, -1.4155453304214456], "cell_temperatures": [-1.800918678719535, -1.1937767396227672, 1.861226995271167, 1.5035383778160192, 1.4537283481438381, -0.6587383872023329, -0.8962739673433466, -0.3104390684573395, -1.592229629123675, -0.7841939153302997, 1.3422391828315288, 1.3651143646450574, 1.2917644182655441, 0.41618478303852546, 1.2110805414761718, 1.9013798503430337], "n": 4, "cell_energies": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('cell_energies', 0, 'cell_weights', 0)
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
