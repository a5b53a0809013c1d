# Generated for case struct-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.struct
class S0:
    pos0: int
    mass1: wp.quat
    d2: wp.quat
    c3: wp.array[float]


@wp.struct
class S1:
    mass0: wp.vec3
    a1: float


@wp.struct
class S2:
    vel0: wp.vec3
    e1: wp.vec3


@wp.kernel(enable_backward=False)
def struct_000001(cell_masses: wp.array[float], cell_velocities: wp.array[wp.vec3], state: S0, model: S1, cell_data: wp.array[S2], accumulated_mass: wp.array[float], cell_costs: wp.array[float], cell_residuals: wp.array[float], cell_records_out: wp.array[S2]):
    """Update accumulated mass, cell costs, cell residuals and cell records out from cell masses, cell velocities and cell data."""
    tid = wp.tid()
    v0 = cell_masses[tid]
    v1 = cell_velocities[tid]
    e2 = cell_data[tid]
    e2.vel0 = e2.vel0 + wp.normalize(wp.vec3(-1.29, -1.71, -1.8)) * 0.19
    e2.vel0 += wp.normalize((wp.cross(model.mass0, wp.vec3(-1.2, -1.0, 1.7)) - (e2.e1 + wp.vec3(1.89, -1.1, 0.63)))) * 1.61
    e2.e1 += wp.normalize(wp.vec3(1.2, -0.46, -1.64)) * 0.3
    v3 = (model.a1 * -1.4)
    cell_records_out[tid] = e2
    cell_records_out[tid].e1 += wp.normalize(model.mass0)
    cell_costs[tid] = v0 + v3 + model.a1 * 0.19 + v1[0] + v1[1] + v1[2]
    cell_residuals[tid] = v0 + v3 + v0 * 1.05
