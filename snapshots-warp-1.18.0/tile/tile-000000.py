# Generated for case tile-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


wp.set_module_options({"block_dim": 64, "enable_mathdx_gemm": False, "enable_mathdx_fft": False, "enable_mathdx_solver": False})


ROWS = wp.constant(16)
COLS = wp.constant(16)


@wp.func
def tile_000000_tmap0(a0: float) -> float:
    return wp.sin(wp.mod((a0 * a0), wp.abs(wp.atan2(a0, wp.abs(a0) + 0.5)) + 1.0)) * 1.6


@wp.kernel
def tile_000000(sample_pressures: wp.array2d[float], sample_residuals: wp.array2d[float], sample_energies: wp.array2d[float], acc: wp.array[float]):
    """Evaluate sample residuals, sample energies and acc from sample pressures."""
    i = wp.tid()
    t0 = wp.tile_load(sample_pressures, shape=(COLS, 16), offset=(i * ROWS, 0), storage="register")
    t1 = wp.tile_transpose(t0)
    t2 = wp.tile_zeros(shape=(16, 16), dtype=float)
    wp.tile_matmul(t0, t1, t2)
    t3 = wp.tile_astype(t2, wp.float64)
    t4 = wp.tile_astype(t3, wp.float32)
    t5 = wp.tile_reshape(t0, shape=(256,))
    t6 = wp.tile_map(tile_000000_tmap0, t5)
    wp.tile_store(sample_residuals, t4, offset=(i * ROWS, 0))
    wp.tile_store(sample_energies, t2 + t4, offset=(i * ROWS, 0))
    t7 = wp.tile_sum(t5)
    wp.tile_atomic_add(acc, t7 + wp.tile_sum(t6), offset=0)
