"""Reduced by `make reduce` from tile-000013 (check: gradcheck).
Signature: gradcheck: wp.tile_atomic_add, wp.tile_load, wp.tile_reduce, wp.tile_transpose, tuple assignment
dacc[0]/dpoint_pressures[1, 9]: adjoint 0, finite differences 1.0000018 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 128, 'enable_mathdx_gemm': False, 'enable_mathdx_fft': False, 'enable_mathdx_solver': False})
ROWS = wp.constant(4)
COLS = wp.constant(32)

@wp.kernel
def tile_000013(point_pressures: wp.array2d[wp.float64], acc: wp.array[wp.float64]):
    i, j, lane = wp.tid()
    t0 = wp.tile_load(point_pressures, shape=(ROWS, COLS), offset=(i * ROWS, j * COLS))
    t2 = wp.tile_transpose(t0)
    t5 = wp.tile_reduce(wp.add, t2)
    wp.tile_atomic_add(acc, t5)


KERNEL = tile_000013
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1, 128)
BLOCK_DIM = 128
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"point_pressures": [[0.7908733734921105, 0.7892119388942089, -1.257435550786624, 1.451095632982753, 1.1695385128880775, 0.4366079490360484, 0.17397757328536256, 0.9597764253174388, 1.55853478184147, -1.6842686544610288, 1.9796205778746572, -1.201621742042862, 1.823233095117176, -1.9547447906768691, 1.122776936661166, -0.012816053280898743, 0.2662023577001631, -0.9367339452421768, 0.16350284565806072, 1.1310449234022424, 1.3237083920101766, 1.8891440037016944, 0.09447937391292927, -1.7504819248943733, 0.051237094071370226, 0.9740983784486272, 1.6206040404560795, -1.7291450890738758, -0.8433435316592846, 1.3688059631116474, -1.6862264956335635, -1.5913359328135397], [-0.6460658703876367, 0.08986701302636702, -0.782960823026106, 0.08284714574985319, 0.9455936239211824, 0.8718710535287331, 0.723752014642542, -0.9993619658249631, -0.4413233528196443, -1.8521258213500884, -1.7112640813111435, -1.4457798440410339, -1.5654728090756027, 0.27733046038987563, 1.7890939670017034, -1.7198873200994438, 0.2901104059804682, 0.11123165307704586, 1.8171410155391947, -0.31195996647700985, 1.3892230424749963, -1.7248050804188595, 1.969495367801493, -0.7922453910411957, 1.0868118679632444, -0.23897061235626627, 1.1653006985672723, 1.7011343148485145, -1.2415352525595562, 0.686056845764548, -1.5011815264913926, 0.514166978583031], [1.9071945382723983, 1.1999973939823234, -1.3543190854260718, 1.6862105918669754, -1.5081171614266036, 1.5895825337672416, -0.5042035596135004, 1.737068184683154, 0.2594978740626095, -0.3633701290025053, -0.36875933817285933, -1.3800110241488968, -0.1810651842890807, -1.7257798058492178, 0.6438133307162617, -1.2195457306243132, 0.5553653683989319, 1.1572825090624566, 0.347966988980267, 1.3667739901899991, -0.6208370062942303, 0.5379074070272107, 0.4137598372003275, -1.7841149457723726, -0.8034818814015412, 0.028595477272218783, 1.8042479753842668, 1.607668693531346, 1.3542717461965923, 1.860944066397416, 0.8698708190399804, 0.4429325329284053], [1.2010439680162524, 0.60255710964441, 0.9437360239667765, -1.0279157822791047, -0.17343035396512452, 1.5187121746201786, -0.8924083917053238, 0.36826028349340945, -0.6386270884721958, -0.4039309848269115, 1.844324737686264, -1.1836143443243952, -0.5738931912563663, 0.9918770366610916, -1.3490263855475355, 1.777868542409998, -0.3940174324527188, -0.32660477299167523, -0.8310540979519865, -0.3413785328761616, 0.22185273346121948, 1.070510021705104, 0.15333688933025647, -1.5250447981177593, 0.5470917297580447, 1.1953870671759739, 1.2005592355158794, 1.0816900665281204, -1.2418440758193738, 1.5559715211639764, 0.6663534264120083, 0.12499084418756645]], "acc": [0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('acc', 0, 'point_pressures', 41)
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
