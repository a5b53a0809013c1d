# Generated for case tile-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


wp.set_module_options({"block_dim": 128, "enable_mathdx_gemm": False, "enable_mathdx_fft": False, "enable_mathdx_solver": False})


TILE_M = wp.constant(8)
TILE_N = wp.constant(32)


@wp.func
def tile_000001_tmap0(a0: float, a1: float) -> float:
    return wp.sin((wp.copysign(a1, a1) - a0)) * 1.8


@wp.func
def tile_000001_tmap1(a0: float) -> float:
    return wp.atan((wp.pow(wp.abs(a0) + 1.0, wp.clamp(a0, -2.0, 2.0)) / (wp.abs(wp.where(a0 >= 0.88, a0, a0)) + 1.0))) * 0.12


@wp.kernel
def tile_000001(point_lengths: wp.array2d[float], point_densities: wp.array2d[float], point_masses: wp.array2d[float], point_distances: wp.array2d[float], acc: wp.array[float], j: int):
    i, lane = wp.tid()  # one thread per element
    t0 = wp.tile_load(point_lengths, shape=(TILE_M, TILE_N), offset=(i * TILE_M, 0), storage="register")
    t1 = wp.tile_load(point_densities, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")
    t2 = wp.tile_load(point_masses, shape=(TILE_M, 32), offset=(i * TILE_M, 0), storage="register")
    c3 = t0[j, 28]
    t4 = t0 * wp.sin(c3)
    t5 = t2 * 0.59
    t6 = wp.tile_reshape(t1, shape=(wp.static(TILE_M * TILE_N),))
    c7 = float(lane) * 1.02 + wp.sin(wp.atan2(c3, wp.abs(c3) + 0.5))
    t8 = wp.tile(c7)
    t9 = wp.tile_sum(t8)
    t10 = wp.tile_map(tile_000001_tmap0, t0, t0)
    t11 = wp.tile_map(tile_000001_tmap1, t0)
    wp.tile_store(point_distances, t10 + t11, offset=(i * TILE_M, 0))
    wp.tile_atomic_add(acc, t9 + wp.tile_sum(t6) + wp.tile_sum(t5) + wp.tile_sum(t4), offset=0)
