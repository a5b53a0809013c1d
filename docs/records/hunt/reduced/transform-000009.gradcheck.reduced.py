"""Reduced by `make reduce` from transform-000009 (check: gradcheck).
Signature: gradcheck: wp.quat_from_axis_angle, wp.transform_from_matrix, wp.transform_set_rotation, wp.transform_to_matrix, wp.transformation, wp.vector
dout1[0][3]/dx0[0][3]: adjoint 1, finite differences 0 (float64)
Run: python {this file}
"""

import json

import numpy as np
import warp as wp

@wp.kernel
def transform_000009(x0: wp.array(dtype=wp.transformd), out1: wp.array(dtype=wp.transformd)):
    tid = wp.tid()
    v0 = x0[tid]
    wp.transform_set_rotation(v0, wp.transformd(wp.vec3d(wp.float64(0.78), wp.float64(1.0), wp.float64(1.2)), wp.quat_from_axis_angle(wp.vec3d(wp.float64(1.9), wp.float64(0.05), wp.float64(1.405)), wp.float64(0.0))).q)
    out1[tid] = wp.transform_from_matrix(wp.transform_to_matrix(v0))


KERNEL = transform_000009
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"x0": [[0.7107741653931008, 1.519098008180157, 0.904648357928763, 0.8282300628928403, 1.6395993384573262, -0.13767477662721994, 1.0773756775423973], [-1.9115205826754766, -0.8285865742741034, -0.529747091194495, 0.336390757004446, 0.14052514393937354, -1.7410789210367934, 1.432889071102791], [1.6012560409689272, -0.3755011034924651, -1.5091658103977323, 0.6735915592971682, 1.3589966543510625, 0.39410611844182863, -1.3660632825223007], [1.308309666727666, -1.705898214288173, 0.8455752899853763, 1.1754693350943377, 0.02293478081119993, -1.5294533200527725, 0.9354092906266613], [-1.197472946197231, 1.5475786164843708, -1.6676012027193772, 0.6267757760613852, -0.503530470800003, 1.9273578938019083, -0.21545001999921665], [-0.2279751551339868, -1.4308465229768617, -0.7358347128351257, -1.9965502682270837, -1.9806205010629498, 0.06007926026289079, 0.2431705213397244], [-1.9778700192661853, -0.7046884489108622, 0.4438104214955012, 1.8992352659148732, 1.8881224605055364, -0.9886574161174968, 1.0738827152858068], [1.798308520316687, 1.246225254314603, 1.840834385966188, 1.9249871879455762, -1.2425062868463348, 0.3423720812639508, 1.407305086943781], [-0.5652354123649661, -1.0143966863702354, 0.07990181619117909, -1.2645325361135415, 1.70583717926037, -0.34286543411348447, 1.662749375161185], [-1.772367039708195, 0.8907851340069377, 1.0817481921484395, 0.6766655873148273, 1.8381359460795155, -1.8341401453342812, -1.1646345505128726], [-0.8123477529461693, 1.664070519761896, 1.4084192050689484, -1.5905506023733835, 1.0094498495319533, -1.4402335921435059, -0.9839505365463879], [-1.4121623411611752, -1.6784141951587341, 0.010137740993261701, -0.744900551612028, -0.526867931174281, -1.7655176091280111, 1.257117760306374], [1.007132512772261, 1.9863461818902115, 1.0451321898272634, -0.15403177828109849, 1.3938558551887912, 0.08301754457327437, 0.47775798223706323], [1.0469878430041466, 0.7963274580038644, -0.4670820245965581, -1.402966018908749, 0.9361833307796683, 0.2915506964470018, -0.34493970377341876], [0.48881685149299425, -1.1546562816242996, 1.378432434034226, -1.3799124780627698, 1.8790420667709529, -0.7727987869962534, 0.8392457523457937], [-0.7583662091344463, 0.16120053279831614, 1.0236899749042525, 0.8891143420299956, -1.933307089445909, -1.3729168619865386, -1.512697524564663]], "out1": [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}')


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


OUT, OUT_INDEX, IN, IN_INDEX = ('out1', 3, 'x0', 3)
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
