# Generated for case static-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp

wp.set_module_options({"enable_backward": False})


V0 = wp.constant(wp.vec3(-1.97, 0.399, -0.009))
C1 = wp.constant(1.582)
K2 = 2
C3 = wp.constant(-1.6)


@wp.func
def static_000002_op0(x: float) -> float:
    return wp.radians(wp.erfinv(wp.clamp(x, -0.8, 0.8))) * 0.978


@wp.func
def static_000002_op1(x: float) -> float:
    return +(wp.round(x)) * 1.04


@wp.func
def static_000002_op2(x: float) -> float:
    return wp.log2(wp.abs(wp.erfcinv(wp.clamp(x, 0.2, 1.8))) + 1.0) * 0.5


OPS = (static_000002_op0, static_000002_op1, static_000002_op2,)


@wp.kernel
def static_000002(contact_normals: wp.array(dtype=wp.vec3), contact_phases: wp.array(dtype=float), contact_residuals: wp.array(dtype=float), contact_gradients: wp.array(dtype=wp.vec3), num_contacts: int):
    tid = wp.tid()  # thread index
    if tid >= num_contacts:
        return  # out of bounds
    v0 = contact_normals[tid]
    v1 = contact_phases[tid]
    v2 = v1
    v3 = float(0.0)
    for u4 in range(wp.static(len(OPS))):
        v3 += wp.static(OPS[u4])(v1)
    contact_residuals[tid] = v1 + v2 + v3 + v1 * 0.68
    # write the results
    contact_gradients[tid] = v0 + v0 * 1.72
