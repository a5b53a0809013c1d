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


@wp.func
def struct_000001_f0(p0: wp.mat22, p1: float, p2: wp.vec3, arr: wp.array[float], idx: int):
    v0 = arr[idx % arr.shape[0]]
    s1 = S2()
    v2 = s1.vel0
    return p0 + wp.identity(n=2, dtype=float) * (v0 + v2[0] + v2[1] + v2[2])


@wp.kernel(enable_backward=False)
def struct_000001(cell_masses: wp.array[float], cell_velocities: wp.array[wp.vec3], state: S0, cell_records: wp.array[S1], model: S2, accumulated_mass: wp.array[float], cell_distances: wp.array[float], cell_states_out: wp.array[S1]):
    """Evaluate accumulated mass, cell distances and cell states out from cell masses, cell velocities and cell records."""
    tid = wp.tid()
    v3 = cell_masses[tid]
    v4 = cell_velocities[tid]
    e5 = cell_records[tid]
    e5.mass0 += wp.normalize((model.e1 + (e5.mass0 - wp.vec3(-1.696, -1.593, 0.306)))) * 0.23
    s6 = S2((model.e1 * e5.a1), v4)
    cell_states_out[tid] = e5
    v7 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6) + wp.vec3(0.0, 0.0, 2.5)), v3)
    v8 = struct_000001_f0(struct_000001_f0(wp.identity(n=2, dtype=float) * 0.8, v3, model.e1, cell_masses, tid), wp.rint(v3), model.vel0, cell_masses, state.pos0)
    cell_states_out[tid] = S1(mass0=wp.vec3(0.575, -1.3, 1.46), a1=wp.dot(model.e1, wp.vec3(v3, -0.23, e5.a1)))
    cell_states_out[tid].a1 -= wp.sin((v3 - e5.a1))
    cell_distances[tid] = v3 + v3 * 1.75 + v4[0] + v4[1] + v4[2] + v7[0] + v7[1] + v7[2] + v7[3] + wp.ddot(v8, wp.mat22(1.0))
