# Generated for case struct-000001 with warp-lang 1.18.0. Do not edit.
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
def struct_000001(cell_masses: wp.array[float], cell_velocities: wp.array[wp.vec3], state: S0, model: S1, cell_data: wp.array[S2], cell_new_positions: wp.array[wp.vec3], cell_costs: wp.array[float], cell_states_out: wp.array[S1]):
    """Evaluate cell new positions, cell costs and cell states out from cell masses, cell velocities and cell data."""
    tid = wp.tid()
    v0 = cell_masses[tid]
    v1 = cell_velocities[tid]
    e2 = cell_data[tid]
    s3 = S2()
    s4 = S2()
    s4.vel0 = model.mass0
    s4.e1 = wp.vec3(wp.exp(wp.clamp(model.a1, -4.0, 2.0)), model.a1, (v0 + model.a1))
    s5 = S0()
    s5.pos0 = (tid % 9)
    s5.mass1 = wp.quat_rpy(0.1, -1.696, -1.593)
    s5.d2 = wp.quat_from_axis_angle(wp.normalize(model.mass0 + wp.vec3(0.0, 0.0, 2.5)), wp.dot(s4.vel0, s4.vel0))
    cell_states_out[tid] = model
    cell_new_positions[tid] = v1 + model.mass0 + model.mass0 * 1.34
    cell_costs[tid] = v0 + -1.563
