# Generated for case tile-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


wp.set_module_options({"block_dim": 64, "enable_mathdx_gemm": False, "enable_mathdx_fft": False, "enable_mathdx_solver": False})


ROWS = wp.constant(16)
COLS = wp.constant(8)


@wp.func
def tile_000002_tmap0(a0: float, a1: float) -> float:
    return wp.tanh(min(a1, (a1 + a0))) * 0.51


@wp.func
def tile_000002_tmap1(a0: float, a1: float) -> float:
    return wp.sin((wp.lerp(-0.973, a0, 0.25) * (a0 + a0))) * 1.71


@wp.kernel
def tile_000002(x0: wp.array3d[float], x1: wp.array2d[float], out0: wp.array2d[float], acc: wp.array[float]):
    """Evaluate out0 and acc from x0 and x1."""
    i = wp.tid()
    t0 = wp.tile_load(x0[i], shape=(ROWS, 8), storage="shared")
    t1 = wp.tile_load(x1, shape=(ROWS, COLS), offset=(i * ROWS, 0))
    t2 = wp.tile_map(wp.neg, t0)
    t3 = wp.tile_transpose(t1)
    t4 = wp.tile_zeros(shape=(16, 16), dtype=float)
    wp.tile_matmul(t0, t3, t4)
    t5 = wp.tile_transpose(t0)
    t6 = wp.tile_zeros(shape=(ROWS, COLS), dtype=float)
    t6 += t0
    t6 -= t1
    t7 = wp.tile_map(tile_000002_tmap0, t5, t5)
    t8 = wp.tile_map(tile_000002_tmap1, t1, t1)
    wp.tile_store(out0, t6 + t8, offset=(i * ROWS, 0))
    t9 = wp.tile_sum(t7)
    wp.tile_atomic_add(acc, t9 + wp.tile_sum(t2), offset=0)
