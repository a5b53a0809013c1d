"""warp-mesh-groups-winding-number-cpu: CPU only. On a mesh built with `groups` and `support_winding_number=True`,
wp.mesh_query_point_sign_winding_number reads solid-angle data that was never computed, so its signs are wrong
(and differ from run to run).

The CPU's solid-angle refit (warp/native/mesh.cpp, bvh_refit_with_solid_angle_host) starts at node 0. A grouped
BVH is reordered with its leaves first, so node 0 is a leaf and the root's and every other internal node's
solid-angle data stay as wp_alloc_host left them. CUDA refits bottom-up from the leaves and is right. The mesh
here is a closed, outward-facing cube; the sign is -1 inside and +1 outside.

The signs come from whatever the allocation's memory held: the first grouped mesh of a process gets fresh memory
and wrong signs, a later one may get a freed mesh's data and right signs by luck, so the query runs in a fresh
process.

Run: python warp-mesh-groups-winding-number-cpu.py [cpu|cuda:0]  (warp and numpy only, plus the standard library). It
asserts the right value: AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import warp as wp

# A unit cube centred at the origin, 12 triangles wound counter-clockwise seen from outside.
POINTS = np.array([[x, y, z] for x in (-0.5, 0.5) for y in (-0.5, 0.5) for z in (-0.5, 0.5)], dtype=np.float32)
FACES = np.array(
    [[0, 1, 3], [0, 3, 2], [4, 6, 7], [4, 7, 5], [0, 4, 5], [0, 5, 1],
     [2, 3, 7], [2, 7, 6], [0, 2, 6], [0, 6, 4], [1, 5, 7], [1, 7, 3]],
    dtype=np.int32,
)  # fmt: skip
GROUPS = np.array([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2], dtype=np.int32)
# Query points: 20 well inside (|coordinate| <= 0.3) and 20 well outside (|coordinate| >= 0.8 in one axis).
_rng = np.random.default_rng(7)
INSIDE = _rng.uniform(-0.3, 0.3, (20, 3))
OUTSIDE = _rng.uniform(-0.3, 0.3, (20, 3))
OUTSIDE[np.arange(20), np.arange(20) % 3] = np.where(np.arange(20) % 2, 0.8, -0.8) * (1 + np.arange(20) / 20)
QUERIES = np.concatenate([INSIDE, OUTSIDE]).astype(np.float32)


@wp.kernel(module="unique")
def winding_sign(mesh: wp.uint64, points: wp.array(dtype=wp.vec3), sign: wp.array(dtype=float)):
    i = wp.tid()
    query = wp.mesh_query_point_sign_winding_number(mesh, points[i], 10.0)
    sign[i] = query.sign


def signs(device: str = "cpu") -> list[float]:
    """The sign Warp gives each query point, in this process."""
    mesh = wp.Mesh(
        points=wp.array(POINTS, dtype=wp.vec3, device=device),
        indices=wp.array(FACES.reshape(-1), dtype=wp.int32, device=device),
        support_winding_number=True,
        groups=wp.array(GROUPS, dtype=wp.int32, device=device),
    )
    sign = wp.zeros(len(QUERIES), dtype=float, device=device)
    wp.launch(winding_sign, dim=len(QUERIES), inputs=[mesh.id, wp.array(QUERIES, dtype=wp.vec3, device=device), sign],
              device=device)  # fmt: skip
    return [float(s) for s in sign.numpy()]


# What the signs are read from is whatever memory the allocation got: a process that built and freed another
# winding-number mesh may find that mesh's data there, and right signs by luck. A fresh process is what a
# program meets at its first grouped mesh, so the signs are taken in one.
CHILD = textwrap.dedent("""
    import importlib.util, json, sys
    import warp as wp
    wp.config.quiet = True
    spec = importlib.util.spec_from_file_location("winding_reproducer", sys.argv[1])
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    print(json.dumps(script.signs(sys.argv[2])))
""")


def observed(device: str = "cpu") -> list[float]:
    """The sign Warp gives each query point, in a fresh process."""
    argv = [sys.executable, "-c", CHILD, os.path.abspath(__file__), device]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise RuntimeError(f"the query failed: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def expected() -> list[float]:
    """-1 where the exact winding number (the sum of the triangles' solid angles, van Oosterom and Strackee, in
    float64) is above 0.5, else +1."""
    p = np.asarray(POINTS, np.float64)
    signs = []
    for q in np.asarray(QUERIES, np.float64):
        a, b, c = (p[FACES[:, k]] - q for k in range(3))
        la, lb, lc = (np.linalg.norm(v, axis=1) for v in (a, b, c))
        det = np.einsum("ij,ij->i", a, np.cross(b, c))
        den = la * lb * lc + np.einsum("ij,ij->i", a, b) * lc + np.einsum("ij,ij->i", b, c) * la
        den += np.einsum("ij,ij->i", c, a) * lb
        winding = np.sum(2.0 * np.arctan2(det, den)) / (4.0 * np.pi)
        signs.append(-1.0 if winding > 0.5 else 1.0)
    return signs


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    wrong = [i for i, (g, w) in enumerate(zip(got, want, strict=True)) if g != w]
    print(f"signs on {device}: {len(wrong)} of {len(want)} wrong (inside {want[:1]}, outside {want[-1:]})")
    assert not wrong, f"winding-number signs wrong at {len(wrong)} of {len(want)} points, first {QUERIES[wrong[0]]}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
