# Generated for case tile-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


wp.set_module_options({"block_dim": 64, "enable_mathdx_gemm": False, "enable_mathdx_fft": False, "enable_mathdx_solver": False})


ROWS = wp.constant(16)
COLS = wp.constant(8)


@wp.func
def tile_000002_tmap0(a0: float, a1: float) -> float:
    return wp.tanh(min(a1, (-0.9 + a1))) * 1.75


@wp.func
def tile_000002_tmap1(a0: float) -> float:
    return wp.tanh(a0) * 1.33


@wp.kernel
def tile_000002(x0: wp.array(dtype=float, ndim=2), x1: wp.array2d(dtype=float), out0: wp.array(dtype=float, ndim=2), out1: wp.array(dtype=float, ndim=2), acc: wp.array(dtype=float)):
    i = wp.tid()
    rng = wp.rand_init(29605, i)
    t0 = wp.tile_load(x0, shape=(16, 8), offset=(i * ROWS, 0), storage="register")
    t1 = wp.tile_load(x1, shape=(16, COLS), offset=(i * ROWS, 0))
    t2 = wp.tile_astype(t1, wp.float64)
    t3 = wp.tile_astype(t2, wp.float32)
    t4 = wp.tile_map(wp.abs, t3)
    c5 = wp.tile_extract(t3, 13, 5)
    t6 = wp.tile_transpose(t1)
    t7 = wp.tile_map(tile_000002_tmap0, t3, t3)
    t8 = wp.tile_map(tile_000002_tmap1, t3)
    wp.tile_store(out0, t8, offset=(i * ROWS, 0))
    wp.tile_store(out1, t8, offset=(i * ROWS, 0))
    t9 = wp.tile_sum(t7)
    wp.tile_atomic_add(acc, t9)
