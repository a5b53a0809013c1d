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
def struct_000001(cell_masses: wp.array[float], cell_velocities: wp.array[wp.vec3], state: S0, model: S1, cell_data: wp.array[S2], accumulated_mass: wp.array[float], cell_costs: wp.array[float], cell_states_out: wp.array[S2]):
    """Evaluate accumulated mass, cell costs and cell states out from cell masses, cell velocities and cell data."""
    tid = wp.tid()
    v0 = cell_masses[tid]
    v1 = cell_velocities[tid]
    e2 = cell_data[tid]
    s3 = S2(vel0=model.mass0, e1=(wp.vec3(v0, model.a1, v0) - wp.cross(v1, wp.vec3(-1.493, -1.3, 0.43))))
    for j4 in range(4):
        v1 = v1 + wp.normalize(((s3.e1 / (wp.abs(v0) + 1.0)) + (model.mass0 - e2.vel0))) * 0.17
    s5 = S0()
    s5.mass1 = state.d2
    v6 = s3.vel0
    cell_states_out[tid] = S2(vel0=(wp.min(wp.vec3(0.6), model.mass0) - model.mass0), e1=wp.min(wp.vec3(model.a1, model.a1, model.a1), wp.normalize(e2.vel0)))
    cell_costs[tid] = v0 + model.a1 * 0.56 + s3.vel0[0] + s3.vel0[1] + s3.vel0[2] + s3.e1[0] + s3.e1[1] + s3.e1[2] + v1[0] + v1[1] + v1[2] + s5.mass1[0] + s5.mass1[1] + s5.mass1[2] + s5.mass1[3] + v6[0] + v6[1] + v6[2]
