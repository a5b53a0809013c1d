"""The five remaining CPU/CUDA mismatches of the 2026-11-22 H100 run, taken apart.

    python docs/records/gpu/2026-11-22-h100/mismatches.py [--device cuda:0]

Run from the repository root. The cases are in ``snapshots/`` beside this file (generated at commit
e2c8b69, the code the H100 ran). Without a GPU (``--device cpu``, the default where Warp finds
none) the CUDA columns are left out.

1. control-000002, control-000008, static-000022: the worst elements on the CPU (float32), on the
   device (float32) and of the float64 copy (``gradcheck.to_float64``) on the CPU, with each
   float32 result's error against float64 (relative to max(1, |f64|), the comparison's scale).
2. geometry-000001, geometry-000015: the kernel's intermediate values written out one at a time
   (the case's source with its final store replaced), on the CPU and on the device.
3. geometry-000015: its outputs with the mesh's BVH built by each constructor, and the distance
   from the (fixed) query point to each face of the octahedron.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

import warp as wp  # noqa: E402

from harness import warp_api  # noqa: E402
from harness.generate.golden import GoldenCase, read_case  # noqa: E402
from harness.validate import compile as batches  # noqa: E402
from harness.validate import gpu, gradcheck, runtime  # noqa: E402

PROBES = {
    "geometry-000001": [
        "wp.cross(v1, v1)[0]",  # zero in exact arithmetic; pq4 = wp.cross(v1, v1) + v1
        "wp.cross(v1, v1)[1]",
        "wp.cross(v1, v1)[2]",
        "pq7[0]",  # pq7 = wp.cross(pq4, v1): the centre of a hash-grid query of radius 0.25
        "pq7[1]",
        "pq7[2]",
        "g8[0]",  # sum over that query's candidates, no distance test
        "pq11[0]",  # pq11 = wp.cross(g8, ...): the centre of the next query
        "g12",
        "g17",
        "g20",
    ],
    "geometry-000015": ["g14", "wp.vec3(float(face12), inside12, float(hit12))", "pq13"],
}


def case(case_id: str) -> GoldenCase:
    return read_case(HERE / "snapshots" / case_id.rsplit("-", 1)[0] / f"{case_id}.json")


def f64_outputs_and_gradients(c: GoldenCase, host):
    """Outputs and input gradients of the float64 copy on the CPU (same inputs, same output seeds)."""
    batch = batches.load_batch([c], variant="f64", transform=gradcheck.to_float64)
    try:
        kernel = batch.members[c.spec.case_id].kernel
        block = warp_api.module_block_dim(kernel)
        return gpu.run_outputs(kernel, c.spec, host, "cpu", block), gpu.input_gradients(
            kernel, c.spec, host, "cpu", block
        )
    finally:
        batch.close()


def worst(name, a32, b32, f64, count=3):
    a, b, e = (np.asarray(v, dtype=np.float64) for v in (a32, b32, f64))
    scale = np.maximum(1.0, np.abs(e))
    order = np.argsort(-(np.abs(a - b) / scale).ravel())[:count]
    for i in order:
        idx = np.unravel_index(i, a.shape)
        print(
            f"  {name}{list(map(int, idx))}: cpu {a[idx]:.7g}  device {b[idx]:.7g}  f64 {e[idx]:.7g}  "
            f"|cpu-f64| {abs(a[idx] - e[idx]) / scale[idx]:.2e}  |device-f64| {abs(b[idx] - e[idx]) / scale[idx]:.2e}  "
            f"|cpu-device| {abs(a[idx] - b[idx]) / scale[idx]:.2e}"
        )


def precision(case_id: str, device: str) -> None:
    c = case(case_id)
    print(f"{case_id} ({device})")
    with gpu.loaded(c) as k:
        host = runtime.draw_inputs(c.spec, k.kernel)
        out = {d: gpu.run_outputs(k.kernel, c.spec, host, d, k.block_dim) for d in {"cpu", device}}
        grads = {d: gpu.input_gradients(k.kernel, c.spec, host, d, k.block_dim) for d in {"cpu", device}}
    out64, grad64 = f64_outputs_and_gradients(c, host)
    for name in out["cpu"]:
        worst(f"out {name}", out["cpu"][name], out[device][name], out64[name])
    for name in grads["cpu"]:
        worst(f"grad {name}", grads["cpu"][name], grads[device][name], grad64[name])


def probe(case_id: str, device: str) -> None:
    c = case(case_id)
    lines = c.spec.source.rstrip("\n").split("\n")
    store = next(i for i in range(len(lines) - 1, -1, -1) if lines[i].lstrip().startswith("out0[tid] ="))
    print(f"{case_id}: intermediate values, thread by thread ({device})")
    for expr in PROBES[case_id]:
        source = "\n".join([*lines[:store], f"    out0[tid] = {expr}", *lines[store + 1 :]]) + "\n"
        spec = dataclasses.replace(c.spec, source=source)
        variant = GoldenCase(spec=spec, meta=c.meta, modules={"cpu": "", "cuda": ""})
        with gpu.loaded(variant) as k:
            host = runtime.draw_inputs(spec, k.kernel)
            for d in dict.fromkeys(["cpu", device]):
                values = gpu.run_outputs(k.kernel, spec, host, d, k.block_dim)["out0"]
                shown = [[float(f"{x:.8g}") for x in row] for row in np.asarray(values).reshape(len(values), -1)[:6]]
                print(f"  {expr:<50} {d:<7} threads 0-5: {shown}")


def constructors(case_id: str, device: str) -> None:
    """The case's outputs with the mesh's BVH built by each of Warp's constructors (its default is
    SAH on the CPU and LBVH on CUDA; the CPU has no LBVH and falls back to SAH, with a warning)."""
    c = case(case_id)
    original = wp.Mesh
    print(f"{case_id}: out0[0] by BVH constructor")
    for name in ("sah", "median", "lbvh"):

        class Mesh(original):
            constructor = name

            def __init__(self, *args, **kwargs):
                kwargs.setdefault("bvh_constructor", self.constructor)
                super().__init__(*args, **kwargs)

        wp.Mesh = Mesh
        try:
            with gpu.loaded(c) as k:
                host = runtime.draw_inputs(c.spec, k.kernel)
                for d in dict.fromkeys(["cpu", device]):
                    out = gpu.run_outputs(k.kernel, c.spec, host, d, k.block_dim)["out0"]
                    print(f"  {name:<7} {d:<7} {np.round(np.asarray(out)[0], 5).tolist()}")
        finally:
            wp.Mesh = original


def octahedron_faces(case_id: str = "geometry-000015") -> None:
    c = case(case_id)
    mesh = c.spec.extra["handles"]["mesh"]
    points = np.asarray(mesh["points"], dtype=np.float64)
    faces = np.asarray(mesh["indices"]).reshape(-1, 3)
    q = np.array([0.917, 0.93, 1.809])
    print(f"{case_id}: query point {q.tolist()}; closest point on each face")
    for f, (i, j, k) in enumerate(faces):
        p = closest_on_triangle(q, points[i], points[j], points[k])
        n = np.cross(points[j] - points[i], points[k] - points[i])
        n /= np.linalg.norm(n)
        print(
            f"  face {f}: vertices {[int(i), int(j), int(k)]} distance {np.linalg.norm(q - p):.7f} "
            f"closest {np.round(p, 4).tolist()} normal {np.round(n, 4).tolist()}"
        )


def closest_on_triangle(p, a, b, c):
    """Closest point to ``p`` on triangle abc (Ericson, Real-Time Collision Detection 5.1.5)."""
    ab, ac, ap = b - a, c - a, p - a
    d1, d2 = ab @ ap, ac @ ap
    if d1 <= 0 and d2 <= 0:
        return a
    bp = p - b
    d3, d4 = ab @ bp, ac @ bp
    if d3 >= 0 and d4 <= d3:
        return b
    vc = d1 * d4 - d3 * d2
    if vc <= 0 and d1 >= 0 and d3 <= 0:
        return a + d1 / (d1 - d3) * ab
    cp = p - c
    d5, d6 = ab @ cp, ac @ cp
    if d6 >= 0 and d5 <= d6:
        return c
    vb = d5 * d2 - d1 * d6
    if vb <= 0 and d2 >= 0 and d6 <= 0:
        return a + d2 / (d2 - d6) * ac
    va = d3 * d6 - d5 * d4
    if va <= 0 and (d4 - d3) >= 0 and (d5 - d6) >= 0:
        return b + (d4 - d3) / ((d4 - d3) + (d5 - d6)) * (c - b)
    denom = 1.0 / (va + vb + vc)
    return a + ab * vb * denom + ac * vc * denom


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="")
    args = parser.parse_args()
    warp_api.init()
    device = args.device or ("cuda:0" if wp.is_cuda_available() else "cpu")
    wp.config.enable_cpu_blocks = True
    for case_id in ("control-000002", "control-000008", "static-000022"):
        precision(case_id, device)
    for case_id in PROBES:
        probe(case_id, device)
    constructors("geometry-000015", device)
    octahedron_faces()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
