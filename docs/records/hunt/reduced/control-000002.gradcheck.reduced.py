"""Reduced by `make reduce` from control-000002 (check: gradcheck).
Signature: gradcheck: wp.abs, wp.clamp, wp.cos, wp.cw_mul, wp.degrees, wp.dot, wp.floor, wp.iter_next, wp.length, wp.length_sq, wp.lerp, wp.min, wp.mod, wp.normalize, wp.sin, wp.tanh, wp.unot, wp.vector
dout0[0]/dx0[0]: adjoint -1.46582128, finite differences 1.46582128 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000002(x0: wp.array[wp.float64], n: int, out0: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = x0[tid]
    if tid % 3 == 0 or v0 >= v0:
        v0 -= wp.tanh(v0 - wp.tanh(v0)) * wp.float64(0.44)
        for j1 in range(1):
            v0 = v0 + wp.tanh(wp.float64(tid))
            w2 = int(0)
            while w2 < 3 and wp.float64(0.85) <= v0:
                w2 = w2 + 1
                v0 = v0 * wp.float64(0.5) + wp.sin((wp.vec3d(-wp.float64(1.929), -wp.float64(0.74), wp.float64(0.5)) - wp.vec3d(-wp.float64(1.9), -wp.float64(0.27), -wp.float64(1.81)))[2])
            w3 = int(0)
            while w3 < 5 and j1 % 2 == 1:
                w3 = w3 + 1
                v0 = v0 * wp.float64(0.5) + wp.tanh(wp.length_sq(wp.vec3d(wp.float64(0.1), -wp.float64(0.04), -wp.float64(1.771))) - (-wp.float64(0.16) + -wp.float64(0.9)))
    if wp.min(v0, v0) >= v0 - v0:
        v0 += wp.tanh(v0)
    elif (v0 <= wp.float64(1.6) and -wp.float64(1.317) > v0) and (v0 < v0 or v0 > wp.float64(1.4)):
        v0 = v0 + wp.tanh(wp.float64(tid) + wp.degrees(v0))
    elif v0 <= -wp.float64(0.401) or v0 >= v0:
        v0 = v0 + wp.sin(wp.clamp(v0 + v0, -wp.float64(0.25), wp.float64(1.65)))
        v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])
        if wp.length_sq(wp.vec3d(-wp.float64(1.6), wp.float64(1.256), wp.float64(0.293))) <= v0:
            v0 = v0 + wp.tanh(v0)
            w6 = int(0)
            while w6 < 5:
                w6 = w6 + 1
                v0 = v0 + wp.cos(wp.float64(1.399) + wp.float64(0.76))
    elif (v0 >= v0 and v0 < v0) and wp.float64(1.431) > v0:
        v0 += wp.cos(wp.length_sq(wp.vec3d(-wp.float64(1.748), wp.float64(0.682), wp.float64(0.1))) * wp.float64(tid))
        for j7 in range(1):
            v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])
            if wp.length(wp.vec3d(-wp.float64(1.945), wp.float64(0.92), -wp.float64(0.9))) <= wp.dot(wp.vec3d(wp.float64(0.21), -wp.float64(0.643), -wp.float64(1.1)), wp.vec3d(wp.float64(1.5), -wp.float64(1.28), wp.float64(0.6))):
                v0 -= wp.tanh(-wp.float64(1.3)) * wp.float64(1.55)
            for j8 in range(0, 0 + 3, 3):
                v0 = v0 * wp.float64(0.5) + wp.tanh(x0[(tid + 5) % x0.shape[0]])
    else:
        v0 = v0 + wp.cos(wp.length_sq(wp.vec3d(wp.float64(0.36), -wp.float64(1.63), -wp.float64(0.02))))
        for j11 in range(0, 0 + 3, 3):
            v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs(wp.float64(0.53) - -wp.float64(1.675)) + wp.float64(1.0))) * wp.float64(0.19)
            if v0 + v0 >= v0:
                v0 += wp.tanh(wp.lerp(wp.vec3d(wp.float64(1.73), wp.float64(1.82), -wp.float64(0.66)), wp.vec3d(wp.float64(0.5), wp.float64(1.79), wp.float64(0.49)), wp.float64(1.5))[2])
                v0 = v0 + wp.tanh(wp.normalize(wp.vec3d(-wp.float64(1.14))).x)
    if v0 - v0 <= v0 - v0:
        v0 = v0 + wp.tanh(wp.sin(v0))
        for j13 in range(1):
            v0 += wp.sin(wp.cw_mul(wp.vec3d(wp.float64(0.6), wp.float64(0.69), wp.float64(1.281)), wp.vec3d(wp.float64(0.747), wp.float64(0.89), -wp.float64(1.143)))[1])
    elif int(wp.floor(wp.clamp(v0, -wp.float64(100.0), wp.float64(100.0)))) % 4 == 0:
        v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3d(-wp.float64(0.913), -wp.float64(0.5), -wp.float64(1.46)), wp.vec3d(-wp.float64(1.237), -wp.float64(0.185), -wp.float64(1.3)))) + wp.float64(1.0)))
        v0 = v0 + wp.tanh(v0)
    elif not (v0 < v0 or v0 <= v0 or v0 < v0):
        v0 = v0 + wp.sin(v0)
        for j14 in range(n + 3, n + 3 + -1, -1):
            v0 += wp.sin(wp.float64(tid))
    elif v0 + v0 < v0:
        v0 = v0 + wp.cos(v0 - v0 + v0)
        for j16 in range(0, 0 + 2, 2):
            v0 = v0 + wp.tanh(wp.float64(0.562) / (wp.abs(wp.float64(0.9)) + wp.float64(1.0)) * (wp.float64(1.01) - -wp.float64(0.8)))
        for j17 in range(1):
            v0 = v0 + wp.cos(wp.abs(-wp.float64(1.3) - -wp.float64(0.7)))
    else:
        v0 += wp.sin(v0)
        w19 = int(0)
        while w19 < 2 and v0 < wp.float64(0.9):
            w19 = w19 + 1
            v0 = v0 + wp.tanh(wp.float64(0.04))
        for j20 in range(1):
            v0 = v0 + wp.cos(wp.dot(wp.vec3d(wp.float64(0.16), -wp.float64(0.91), wp.float64(1.7)), wp.vec3d(-wp.float64(1.1), -wp.float64(0.703), wp.float64(1.5)) - wp.vec3d(wp.float64(1.6), wp.float64(0.357), wp.float64(1.83))))
            for j21 in range(1):
                v0 = v0 * wp.float64(0.5) + wp.sin(wp.dot(wp.vec3d(wp.float64(1.32), -wp.float64(0.118), -wp.float64(0.82)), wp.vec3d(-wp.float64(0.5))) / (wp.abs(wp.mod(-wp.float64(0.299), wp.abs(wp.float64(1.985)) + wp.float64(1.0))) + wp.float64(1.0)))
                v0 = v0 * wp.float64(0.5) + wp.tanh(wp.float64(tid) + wp.float64(tid))
    if v0 <= v0 and -wp.float64(0.14) <= v0:
        out0[tid] = wp.abs(v0)
    for j22 in range(n):
        v0 += wp.sin(-wp.float64(0.864))


KERNEL = control_000002
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [-0.950365851411743, 1.6551205910141071, 1.099586970356563, -1.737106921675017, 1.842554315147209, 1.242712998646093, 0.9030321550108962, -0.5169790552586928, 0.9762253644295273, -0.4968391320285841, 1.8267499723297846, 0.4466594873840024, -1.5837913769544887, 0.4991183669902317, -0.5956820930450211, -0.46103014436367395], "n": 1, "out0": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out0', 0, 'x0', 0)
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
