"""Reduced by `make reduce` from tile-000008 (check: gradcheck).
Signature: gradcheck: wp.max, wp.tile_atomic_add, wp.tile_load, wp.tile_reduce, wp.tile_transpose, tuple assignment
dacc[0]/dcontact_temperatures[0, 10]: adjoint 0, finite differences 1 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp
wp.set_module_options({'block_dim': 128, 'enable_mathdx_gemm': False, 'enable_mathdx_fft': False, 'enable_mathdx_solver': False})
BM = wp.constant(4)
BN = wp.constant(16)

@wp.kernel
def tile_000008(contact_temperatures: wp.array2d[wp.float64], acc: wp.array[wp.float64]):
    i, j = wp.tid()
    t0 = wp.tile_load(contact_temperatures, shape=(BM, 16), offset=(i * BM, j * BN))
    t1 = wp.tile_transpose(t0)
    t6 = wp.tile_reduce(wp.max, t1)
    wp.tile_atomic_add(acc, t6)


KERNEL = tile_000008
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1, 1, 128)
BLOCK_DIM = 128
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"contact_temperatures": [[-0.7528108350076548, -1.1427883171496882, 0.25870380915123903, -0.277613488565855, 0.028803373702050994, 1.598255313513163, -1.6948427363931677, -1.7886953321502936, 1.701574411887885, 0.60295494743916, 1.9886980592793368, 1.3891338007750798, 1.387610253278511, 1.0163168919069117, 0.12873070930158148, -0.054346809221387016, 1.1491954020784774, 0.6139678612694022, 1.590281353985544, -0.347073085293534, -1.0279546556771355, 1.9332932026407272, 1.8147883831343075, -1.3732830243211693, 1.8679480647983575, 0.9059841991469062, -0.8659448142290618, -1.6344155288385527, -0.9124602553423191, 0.5623422384550483, -1.7327653683711768, -1.5676205501937397], [0.6158737508353958, 0.1943644853091233, 1.026528795825433, -0.3882921520236686, 0.05048358823074128, 1.2570669881020309, -0.9181175328684765, 0.11880382025659886, 1.7588510131094033, 0.45096896902594397, 0.2938158564920994, -0.8094029502057563, -1.724727547478175, 1.8602725811630192, -0.5812535104833461, -1.3106458390186257, 0.26887826850321295, 1.91820760681559, -0.9473785232945162, -1.3417714760444812, -0.6109474255184244, -0.5142243306677097, -1.8278757944984778, -1.779753012396693, -0.8676265359595217, 0.5328443434772936, -0.6814022577390904, 0.9778136922734713, -1.1968593084507986, 0.5033328455359496, 0.27208145925141647, 1.0951503359855965], [-0.5764020490898605, -1.291182301441181, -0.8381014177786246, -1.3638258365616358, 0.8057813923483641, 1.63535485245339, 1.5660371968514424, -0.9069708789214186, 0.2539463323486362, 1.3177593054893628, -0.9570593303733892, 0.6551509902475599, -0.7869971650079521, -1.1255867738955043, -0.5489449867962364, 1.6693473542142687, 0.6616143604411318, -1.2649394618355787, -1.0828974085853282, -1.201839819723408, -0.6959472575728718, -0.970942850209239, 1.9981679317522842, -1.685693233538709, 0.14149759766886305, 1.972316242556734, -1.3452309278871, 1.745996805449181, 0.18196688748380918, -0.36529188087546327, 0.260178496997173, -1.5656752415158395], [-1.1927346700628223, -1.304644274509751, -0.005122570227103829, -1.5625004603020307, -0.48197682362130445, -0.8896323448486743, -1.518292512242502, -0.4857964149494922, 0.7451779174324682, 1.3182426068210833, -0.8670274469109569, -1.9794166594662954, -1.3716524337743103, -1.0115799952910893, -1.644120195826316, 1.0657503705937543, -0.4708752716201645, 0.43319154834229545, 0.5359358172231063, 1.798655066056059, -0.4403865299880625, -0.29970643240165273, 0.16464641922056522, -1.3566644701628228, -0.5492484752197018, 1.7550871384039217, 1.449047276586482, 1.92042026272272, -0.9696168021699538, -1.0555892247206633, 0.5103706263241334, -0.6804817856485146]], "acc": [0.0, 0.0, 0.0]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('acc', 0, 'contact_temperatures', 10)
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
