"""Reduced by `make reduce` from control-000018 (check: gradcheck).
Signature: gradcheck: wp.dot
delement_costs[0]/delement_displacements[0][0]: adjoint 0, finite differences -11.4912225 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000018(element_displacements: wp.array[wp.vec3d], n: int, element_costs: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = element_displacements[tid]
    v2 = wp.float64(1.0)
    for j3 in range(n):
        v2 -= wp.dot(v0, v0)
        continue
    element_costs[tid] = v2


KERNEL = control_000018
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_displacements": [[1.9152037853411583, -1.645948098183117, 0.23541556626675142], [1.627557380514682, 1.6898010252196238, 0.8233316438573404], [1.7205417515748702, 1.0674567692874035, 1.1861020256057344], [1.6941655375411755, 1.9700806456710511, 0.47684486177791374], [-1.2820150103893808, -0.4977652698827093, 1.5842789410224603], [0.4464283064207186, 1.1296397176607136, -1.5436164078338575], [0.13420309858093438, 0.4801954957430308, 1.010497078321849], [-1.4964957141288364, -0.8309176336947068, 0.256137573781698], [-0.3211960356051389, 1.7874771910879117, -0.5922467877493793], [0.8608228153541684, 0.8546001844255744, 0.7695594978543157], [-0.6647895601075797, 1.282115847623408, -1.7827146012110289], [1.4849343761480212, 0.6297270772857901, -0.4611476250450428], [-0.8023612690284159, 1.7649522582446924, 1.452019299212389], [0.9433537345038929, 0.4537169038763347, 1.5164167676318674], [-0.3125752554857777, -1.7057510516668177, 1.2737586379939372], [1.8749132626966478, 1.7346510922716578, 0.7521666445611332]], "n": 3, "element_costs": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('element_costs', 0, 'element_displacements', 0)
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
