"""Reduced by `make reduce` from control-000009 (check: gradcheck).
Signature: gradcheck: wp.clamp, wp.iter_next, wp.mod, wp.sin
delement_distances[0]/delement_masses[4]: adjoint 1.42727613, finite differences 1.32769867 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000009(element_positions: wp.array[wp.vec3d], element_masses: wp.array[wp.float64], n: int, element_distances: wp.array[wp.float64], element_accelerations: wp.array[wp.vec3d], num_elements: int):
    tid = wp.tid()
    v1 = element_masses[tid]
    v2 = v1
    for j3 in range(n + 1, n + 1 + -1, -1):
        w4 = int(0)
        while w4 < 4:
            w4 = w4 + 1
            v1 = v1 * wp.float64(0.5) + wp.sin(wp.clamp(wp.float64(j3), -wp.float64(1.37), wp.float64(1.32)))
            w5 = int(0)
            while w5 < 4 and (v1 <= v1 and v1 > v2):
                w5 = w5 + 1
                v1 = v1 * wp.float64(0.5) + wp.sin(element_masses[(tid + 4) % element_masses.shape[0]])
    if tid % 2 == 0:
        element_distances[tid] = v1


KERNEL = control_000009
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_positions": [[-1.96463601661618, 0.38926194604675013, 0.25795202865232225], [1.0027913789740674, 0.9708459879473419, -1.9290967111387358], [1.9809488614903072, 0.15015403530784566, 0.5375638828605194], [-0.3478521295492736, -1.0547905173262158, 1.1877269391779386], [-1.3525844744120756, -0.14212532518799037, 0.009643616330903715], [-1.5174516549018287, -0.8542428984179606, 0.14703914764124404], [-0.7505940497740071, 1.4868787273299295, 1.7823924258802677], [-1.9215448865788436, 0.6841558422003873, -0.17955021282643857], [0.15169565320449596, -0.2576228262150546, -0.1327173317221253], [1.653795416777887, -0.04150112161375086, 0.3657509162428836], [-1.2006730927482434, 0.05158359841377225, -0.7333620521811803], [-0.4204641666755218, 1.2485127499427726, 0.703275216131126], [-0.9032909863683214, 1.7607989143066192, 1.7832804368341524], [-1.6977460014296635, 1.5261230748742811, 1.5359577299674108], [0.1495265480612762, -1.1397017061874006, 1.3470982506832447], [-0.04813428793671637, 1.5653589272173272, -0.18464097868706286]], "element_masses": [0.8191244450160196, -0.1393054231846924, -0.7549308388553433, 1.834892092504405, 0.02533688027858405, -0.6120513850688005, -1.6934508399899295, 0.9263019614700077, -0.5347617552988484, 0.42275402415333074, 1.58711047842589, 0.06453769647151919, 0.48610027089287255, 0.46652254623167533, -1.5014514655358293, -0.20112919365131843], "n": 3, "element_distances": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "element_accelerations": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], "num_elements": 16}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('element_distances', 0, 'element_masses', 4)
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
