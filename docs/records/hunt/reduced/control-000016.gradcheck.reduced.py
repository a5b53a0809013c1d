"""Reduced by `make reduce` from control-000016 (check: gradcheck).
Signature: gradcheck: wp.dot
dparticle_residuals[0]/dparticle_positions[0][1]: adjoint 2.91114472, finite differences 4.84112916 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def control_000016(particle_normals: wp.array[wp.vec3d], particle_positions: wp.array[wp.vec3d], n: int, particle_residuals: wp.array[wp.float64]):
    tid = wp.tid()
    v0 = particle_normals[tid]
    v2 = particle_positions[tid]
    for j3 in range(n):
        v0 += v2
    particle_residuals[tid] = wp.dot(v2, v0)


KERNEL = control_000016
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"particle_normals": [[1.3423362731587347, 0.9811600295682341, -0.9674501093324972], [-1.2135446681865822, -0.6759305412826442, 1.7411015651258794], [0.9952354966602117, -0.10860576243104925, -0.41802237006266596], [-1.4253365701673735, 1.2829942860101102, -0.5770905977968162], [1.72302787817216, -0.40885454233709506, -0.7063876663721782], [0.9415280087791049, -0.11406002262064652, -1.8700577874799742], [-1.5891865364629774, 1.1998171587667392, 0.9966351094066717], [1.9951315707652433, 1.3102200431905855, -0.5576037703693788], [-0.4713049631695494, -0.9488370492227127, 0.3036732144605603], [1.9168601191425583, -1.0174339054403005, 0.9164833834835564], [0.6286606733995042, 1.6329871693460563, 1.6112191785344243], [1.5960357136376815, 1.4738928889983929, -1.5411226606234152], [1.1197249949137316, 0.8747060250335563, -1.042372802634362], [-0.28033240011616023, -1.103064766592536, 0.27836146582597543], [1.4450411920432256, 1.312727703536908, 1.2011145769655944], [0.4405639726131625, 0.1322225831407331, -0.9543031896088725]], "particle_positions": [[-0.94382049959354, 1.9299846918205725, -1.4637542666199241], [-1.938101196900583, -0.0747687260039247, 0.9151362326899877], [-1.0322513102116488, 0.4955867602825741, 1.3925287271114324], [1.549409281239552, 0.6030538675376027, 1.79012544922307], [0.9049391531187929, -0.09059285833188913, -0.5394336596598186], [-1.8934421038133378, -1.0155366810726694, 0.8586875011951403], [1.4419508137519772, -1.581397075359916, 0.8400514855513199], [0.6849189525487329, -0.3252710494903628, -0.7602110238398723], [-0.6785052553459883, 0.2989741007785742, 0.8340592299910905], [-1.7604265780620678, -0.07672730112743897, 1.0792889134498749], [0.947224656812431, -0.08112371254063122, 1.5393504447740542], [0.3846877678761951, -1.1073617769768371, -0.24171946775077924], [1.7583242660724072, -0.22116001361429394, -0.12099579675214756], [1.9476688782265659, 1.49382749218563, 1.5761930814776814], [0.7016804405331785, -1.8181245061967481, -1.781453370584574], [0.39143976661616753, 0.680685061865034, 0.4128376904661146]], "n": 1, "particle_residuals": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('particle_residuals', 0, 'particle_positions', 1)
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
