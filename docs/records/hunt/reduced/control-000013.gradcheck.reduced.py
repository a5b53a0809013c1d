"""Reduced by `make reduce` from control-000013 (check: gradcheck).
Signature: gradcheck: wp.where
delement_residuals[0]/delement_positions[0][1]: adjoint 0, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000013(element_positions: wp.array[wp.vec3d], element_residuals: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = element_positions[tid]
    v2 = wp.float64(1.492)
    w3 = int(0)
    while w3 < 2:
        w3 = w3 + 1
        v2 -= wp.float64(1.0)
    element_residuals[tid] = wp.where(wp.float64(1.0) and v2 > wp.float64(1.0), wp.float64(1.0), v0.y)


KERNEL = control_000013
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"element_positions": [[0.055514907846873296, 0.32047048043671866, -1.2786129322596573], [1.1732542660593301, 0.44394080485820764, -1.32125177196883], [-0.8756531603190201, -1.275383603139225, 1.8819845707253169], [-0.5383005974063355, -0.5405219921290367, -0.47408482226879434], [1.8475906373196125, -0.9427639368122693, -1.0042292398009587], [-0.3200777303766693, -0.17228861668264805, 1.1374663759973824], [1.8086600499459848, 0.26361427614350186, 1.3513824372983305], [0.006784416599847187, 0.15883990542510906, -0.9374508729327777], [1.7776112143250762, 1.4469240987634242, -1.629150849007857], [0.05029300876979281, 1.784708972666197, 0.6526070375773836], [-1.088441763911745, -1.0504452349662787, 1.137335802313367], [0.5788905568471114, 1.5034906832559307, 1.5670721023399534], [-1.3159117673841885, -0.8737597024577854, 1.8547605824835847], [0.5951488557652347, -0.31749569355539453, -1.0081321582170757], [0.16115583314412296, 1.0271781327962808, -0.8924303979385022], [-1.456447881815111, 1.7849471458086286, -1.144082500657523]], "element_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('element_residuals', 0, 'element_positions', 1)
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
