"""Reduced by `make reduce` from spatial-000000 (check: float64).
Signature: float64: wp.transform_twist
the float64 copy does not build: Couldn't find function overload for 'transform_twist' that matched inputs with types: [transformd, vector(length=6, dtype=float64)]
Run: python {this file}
"""

import json

import numpy as np
from typing import Any
import warp as wp

@wp.kernel
def spatial_000000_t(shape_wrenches: wp.array(dtype=Any), shape_velocities: wp.array(dtype=Any), damping: wp.transform, shape_scores: wp.array(dtype=Any)):
    tid = wp.tid()
    v0 = shape_wrenches[tid]
    v3 = wp.transform_twist(damping, v0)
spatial_000000 = wp.overload(spatial_000000_t, {'shape_wrenches': wp.array(dtype=wp.spatial_vector), 'shape_velocities': wp.array(dtype=wp.vec3), 'shape_scores': wp.array(dtype=float)})


KERNEL = spatial_000000
# Launched as validation launches it: blocks of BLOCK_DIM threads, on the CPU too (the variant of the
# module the goldens record; Warp's default runs each CPU block as one thread).
LAUNCH_DIM = (1,)
BLOCK_DIM = 256
wp.config.enable_cpu_blocks = True
VALUES = json.loads('{"shape_wrenches": [[1.7227225303649902, -0.1493334025144577, 1.1633059978485107, -0.26567205786705017, 0.7799389362335205, 0.9726309180259705], [0.30776283144950867, -0.525397002696991, 0.1261611133813858, -1.0096372365951538, -0.7478222250938416, -0.6458527445793152], [-0.33878153562545776, 1.0921497344970703, -0.3338228166103363, 0.06847646087408066, -0.7366902828216553, -0.9559767842292786], [0.06383492052555084, 0.3361506164073944, 0.2717338800430298, 1.9677388668060303, 0.18651661276817322, -1.0862493515014648], [0.0902891606092453, 1.3778610229492188, -0.8290764689445496, 1.984906554222107, -0.4824024736881256, -1.1312475204467773], [0.820835292339325, -0.362008661031723, 0.25347355008125305, -1.8842146396636963, 1.9267559051513672, 0.8198249936103821], [1.9261258840560913, 0.3080397844314575, 0.2128582000732422, -0.7243573665618896, -0.18176306784152985, -1.7814539670944214], [0.15849703550338745, -0.8942358493804932, 1.6428736448287964, 1.108629822731018, -0.5931717753410339, -1.1134364604949951], [0.9845974445343018, -1.0554649829864502, 1.0001641511917114, 1.0062835216522217, 0.9187196493148804, -0.48578089475631714], [0.41872507333755493, -1.5322864055633545, 0.8256523609161377, -0.9183295369148254, 1.1355470418930054, -1.4894264936447144], [-0.47903740406036377, -0.6190884113311768, 1.2033745050430298, -1.2299388647079468, -0.7595124840736389, 0.9325531721115112], [1.356689453125, 1.4737837314605713, 1.8157896995544434, 0.8195104598999023, -0.16316458582878113, -0.8711552023887634], [-0.10000325739383698, 0.8669439554214478, 1.0546318292617798, -0.3726505935192108, 0.7820639610290527, -0.050990182906389236], [1.437483549118042, 1.9934687614440918, -0.978715181350708, -0.26797258853912354, -1.923363447189331, 0.6602992415428162], [1.5747812986373901, 0.00487516401335597, 0.5017256736755371, -1.1459375619888306, 1.2989020347595215, 1.8270405530929565], [-0.23430773615837097, 0.847516655921936, -0.9923333525657654, -0.17289236187934875, 1.7365550994873047, 1.7386207580566406]], "shape_velocities": [[-0.8819203972816467, 1.826619029045105, -1.9381393194198608], [0.3802414834499359, -1.0618876218795776, -1.1187940835952759], [0.16950610280036926, 0.25072869658470154, 1.2710572481155396], [1.8802956342697144, 0.06556171178817749, -1.2124313116073608], [-0.769821047782898, -1.1550366878509521, 1.4687927961349487], [1.8692684173583984, 1.2967782020568848, 1.9096295833587646], [0.2037634700536728, -1.5921778678894043, -0.022531261667609215], [1.072252869606018, 1.5952643156051636, 1.7364500761032104], [1.0631555318832397, -1.7296942472457886, -1.7827160358428955], [0.3973584771156311, -1.1383627653121948, 0.07820006459951401], [-1.0506362915039062, 1.7672020196914673, -0.6364786624908447], [0.07014966756105423, -0.5973178148269653, -0.7264966368675232], [1.7756245136260986, 1.646408200263977, 0.8633849620819092], [-1.6443976163864136, 0.7166003584861755, -1.4422674179077148], [-1.4541306495666504, -1.2938601970672607, -1.7206987142562866], [-0.6387816667556763, -1.1955112218856812, 0.7268422842025757]], "damping": [1.229552149772644, 0.005828508175909519, -0.48910126090049744, 0.2936069667339325, 0.7175533175468445, 0.15876305103302002, 0.09698229283094406], "shape_scores": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]}')


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


if __name__ == "__main__":
    import os
    import subprocess
    import sys
    import tempfile

    wp.init()
    check = 'float64'
    args = arguments()
    if check == "codegen":
        try:
            wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
            print("Warp generated and ran the kernel: the bug is fixed")
        except Exception as error:
            print(f"Warp raises {type(error).__name__}: {error}")
    elif check == "cubin":
        wp.config.log_level = wp.LOG_DEBUG
        wp.compile_aot_module(KERNEL.module, arch=90, module_dir=tempfile.mkdtemp(), use_ptx=False)
    elif check == "hashseed":
        codes = []
        for seed in ("0", "1"):
            env = {**os.environ, "PYTHONHASHSEED": seed, "HASHSEED_CHILD": "1"}
            codes.append(subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True).stdout)
        print("generated code differs between hash seeds" if codes[0] != codes[1] else "generated code is the same")
    else:
        wp.launch(KERNEL, dim=LAUNCH_DIM, inputs=args, block_dim=BLOCK_DIM)
        print("outputs:", [a.numpy().tolist() for a in args if isinstance(a, wp.array)])
        print("expected (float64 copy / CPU):", None)
