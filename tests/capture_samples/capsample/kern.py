"""Kernels of several kinds: a struct argument, a generic kernel nobody overloads at import, a factory
whose argument only shapes an annotation, a factory handed a ``@wp.func`` of a module this one does
not import, and an in-place update."""

from typing import Any

import warp as wp


@wp.struct
class Params:
    scale: float
    offset: wp.vec3
    weights: wp.array(dtype=float)


@wp.kernel
def apply(p: Params, x: wp.array(dtype=wp.vec3), y: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    y[i] = x[i] * p.scale * p.weights[i] + p.offset


@wp.kernel
def scale_any(x: wp.array(dtype=Any), s: Any, y: wp.array(dtype=Any)):
    i = wp.tid()
    y[i] = x[i] * s


@wp.kernel
def weigh(p: Any, y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = p.weights[i] * p.gain


def make_fill(dtype):
    @wp.kernel
    def fill(a: wp.array(dtype=dtype), v: dtype):
        a[wp.tid()] = v

    return fill


def make_map(op):
    @wp.kernel
    def map_op(x: wp.array(dtype=float), y: wp.array(dtype=float)):
        i = wp.tid()
        y[i] = op(x[i])

    return map_op


@wp.kernel
def handle_sum(h: wp.uint64, out: wp.array(dtype=float)):
    out[wp.tid()] = float(h % wp.uint64(7))


@wp.struct
class Counts:
    hits: wp.array(dtype=int)


@wp.kernel
def count_twice(x: wp.array(dtype=float), hits: wp.array(dtype=int), c: Counts, total: wp.array(dtype=int)):
    i = wp.tid()
    if x[i] > 0.0:
        wp.atomic_add(hits, 0, 1)
        wp.atomic_add(c.hits, 1, 1)
    wp.atomic_add(total, 0, 1)


class Block:
    """A descriptor the package hands its factory (its constructor's values held back as attributes)."""

    def __init__(self, dtype, rows: int = 1):
        self._dtype = dtype
        self._rows = max(int(rows), 1)

    @property
    def vector(self):
        return wp.types.vector(length=self._rows, dtype=self._dtype)


def make_block_sum(block: Block):
    @wp.kernel
    def block_sum(x: wp.array(dtype=block.vector), out: wp.array(dtype=block._dtype)):
        i = wp.tid()
        v = x[i]
        total = block._dtype(0.0)
        for k in range(wp.static(block._rows)):
            total += v[k]
        out[i] = total

    return block_sum
