"""Tile kernels the module launches at its own block sizes: harvested at those (``block_dim_rule``)."""

import warp as wp

TILE = 8
_BLOCK = 64


@wp.kernel
def row_sums(x: wp.array2d(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    t = wp.tile_load(x[i], shape=TILE)
    wp.tile_store(out, wp.tile_sum(t), offset=i)


@wp.kernel
def row_max(x: wp.array2d(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    t = wp.tile_load(x[i], shape=TILE)
    wp.tile_store(out, wp.tile_max(t), offset=i)


@wp.kernel
def halve(x: wp.array(dtype=float)):
    i = wp.tid()
    x[i] = x[i] * 0.5


def reduce_rows(x, sums, maxima):
    """Never called by the harvest: its call sites give the block sizes."""
    wp.launch_tiled(row_sums, dim=[x.shape[0]], inputs=[x, sums], block_dim=_BLOCK)
    wp.launch_tiled(kernel=row_max, dim=[x.shape[0]], inputs=[x, maxima], block_dim=32)
    wp.launch(halve, dim=x.shape[0], inputs=[sums])
