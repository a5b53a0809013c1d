"""warp-bvh-shared-stack: CUDA only. Every wp.bvh_query_* of a thread keeps its traversal stack in the same
shared-memory slot, so a second query overwrites the first one's stack while the first is still being
iterated: a query nested in another's loop, or two queries created before the first is iterated, visit too
few boxes (NVIDIA/warp#1258). The backward pass creates a kernel's queries before replaying their loops, so
any kernel with two such queries has wrong gradients there too. The CPU is right.

Eight unit boxes in a row; each query below covers all of them (the second of `sequential` the first four).

Run: python warp-bvh-shared-stack.py [cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without. Where Warp finds no CUDA device it
prints one line saying so and exits with status 77: nothing was checked.
"""

import sys

import numpy as np
import warp as wp

NO_CUDA = 77  # the exit status of a check that could not run (no CUDA device)
LOWERS = np.array([[i, 0.0, 0.0] for i in range(8)], dtype=np.float32)
UPPERS = LOWERS + 0.5


@wp.kernel(module="unique")
def nested(bvh: wp.uint64, out: wp.array(dtype=int)):
    b = wp.int32(0)
    outer = wp.bvh_query_aabb(bvh, wp.vec3(-1.0), wp.vec3(10.0))
    n = wp.int32(0)
    while wp.bvh_query_next(outer, b):
        c = wp.int32(0)
        inner = wp.bvh_query_aabb(bvh, wp.vec3(-1.0), wp.vec3(10.0))
        while wp.bvh_query_next(inner, c):
            n += 1
    out[0] = n


@wp.kernel(module="unique")
def sequential(bvh: wp.uint64, out: wp.array(dtype=int)):
    b = wp.int32(0)
    c = wp.int32(0)
    first = wp.bvh_query_aabb(bvh, wp.vec3(-1.0), wp.vec3(10.0))
    second = wp.bvh_query_aabb(bvh, wp.vec3(-1.0), wp.vec3(3.0))
    n = wp.int32(0)
    while wp.bvh_query_next(first, b):
        n += 1
    m = wp.int32(0)
    while wp.bvh_query_next(second, c):
        m += 1
    out[1] = n
    out[2] = m


def observed(device: str = "cuda:0") -> list[int]:
    """[pairs the nested loops visit, boxes the first and the second sequential query visit]."""
    bvh = wp.Bvh(wp.array(LOWERS, dtype=wp.vec3, device=device), wp.array(UPPERS, dtype=wp.vec3, device=device))
    out = wp.zeros(3, dtype=int, device=device)
    wp.launch(nested, dim=1, inputs=[bvh.id, out], device=device)
    wp.launch(sequential, dim=1, inputs=[bvh.id, out], device=device)
    return [int(v) for v in out.numpy()]


def expected() -> list[int]:
    """Counted without Warp: boxes whose bounds overlap each query box (Warp's AABB test), 8 x 8 pairs nested."""

    def overlapping(lo, hi):
        return int(np.sum(np.all((hi >= LOWERS) & (lo <= UPPERS), axis=1)))

    everything = overlapping(np.full(3, -1.0), np.full(3, 10.0))
    return [everything * everything, everything, overlapping(np.full(3, -1.0), np.full(3, 3.0))]


def main(device: str = "cuda:0") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    if not wp.is_cuda_available():
        print("warp-bvh-shared-stack: Warp finds no CUDA device; this bug shows on CUDA only, nothing checked")
        sys.exit(NO_CUDA)
    got, want = observed(device), expected()
    print(f"boxes visited on {device} [nested pairs, first, second]: Warp {got}, expected {want}")
    assert got == want, f"boxes visited [nested pairs, first, second]: Warp {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
