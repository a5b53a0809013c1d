"""warp-tile-transpose-adjoint: the backward of wp.tile_transpose overwrites the values of the tile it transposes,
so every other adjoint that reads those values afterwards is wrong (here doubled), even when the transpose is
never used.

t = a * b elementwise and the sum is accumulated into acc, so d acc / d b = a. A `wp.tile_transpose(ta)` whose result
is never read makes Warp's backward give 2 a. A shared tile's adjoint is the `.grad` storage of the tile itself
(the generated backward binds `adj_t` to the tile), and the transposed view shares both of its pointers; the
transpose's adjoint (native/tile.h, adj_tile_transpose) assigns `transpose(adj_ret) + adj_t` with `assign`, which
writes the tile's values: ta becomes ta + ta before the product's adjoint reads it.

Run: python warp-tile-transpose-adjoint.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

M, N = 4, 8
A = np.linspace(0.5, 1.5, M * N, dtype=np.float32).reshape(M, N)
B = np.linspace(1.5, 0.5, M * N, dtype=np.float32).reshape(M, N)


@wp.kernel(module="unique")
def unused_transpose(a: wp.array2d(dtype=float), b: wp.array2d(dtype=float), acc: wp.array(dtype=float)):
    ta = wp.tile_load(a, shape=(M, N))
    tb = wp.tile_load(b, shape=(M, N))
    t = ta * tb
    tt = wp.tile_transpose(ta)  # noqa: F841 (never read: its backward alone does the damage)
    wp.tile_atomic_add(acc, wp.tile_sum(t), offset=0)


def observed(device: str = "cpu") -> list[float]:
    """d acc / d b, flattened."""
    a = wp.array(A, dtype=float, device=device, requires_grad=True)
    b = wp.array(B, dtype=float, device=device, requires_grad=True)
    acc = wp.zeros(1, dtype=float, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch_tiled(unused_transpose, dim=[1], inputs=[a, b, acc], block_dim=32, device=device)
    tape.backward(grads={acc: wp.array([1.0], dtype=float, device=device)})
    return [float(g) for g in b.grad.numpy().ravel()]


def expected() -> list[float]:
    """acc = sum(a * b), so d acc / d b = a (elementwise, by hand)."""
    return [float(v) for v in A.ravel()]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(f"d acc / d b on {device}: Warp {got[:3]}..., expected {want[:3]}...")
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"d acc / d b: Warp {got[:3]}..., expected {want[:3]}..."


if __name__ == "__main__":
    main(*sys.argv[1:2])
