"""pytest-benchmark benchmarks of each generation stage, on the same fixed kernels, and of
end-to-end generation in a fresh process.

Run with `make bench` (no xdist: pytest-benchmark is disabled under it). The default test
run skips them (`--benchmark-skip` in pytest.ini). Results are saved under .benchmarks/
and can be compared between commits with `pytest-benchmark compare`.
"""

from __future__ import annotations

import contextlib

import pytest
from syrupy.data import Snapshot, SnapshotCollection

from harness.export.writer import row
from harness.generate.extract import extract
from harness.generate.golden import read_case, render
from harness.generate.snapshot import EXTENSIONS
from harness.tools import bench
from kernels import FAMILIES, generate

CASES = [(family, seed) for family in FAMILIES for seed in range(2)]


@pytest.fixture(scope="module")
def specs():
    return [generate(f, s) for f, s in CASES]


@pytest.fixture(scope="module")
def extractions(specs):
    return [extract(s) for s in specs]


def test_spec_generation(benchmark):
    benchmark(lambda: [generate(f, s) for f, s in CASES])


def test_bare_warp_codegen(benchmark, specs, tmp_path):
    modules = bench.import_sources(specs, tmp_path)
    benchmark.pedantic(bench.bare_codegen, args=(modules,), rounds=5, warmup_rounds=1)


def test_extraction(benchmark, specs):
    benchmark.pedantic(lambda: [extract(s) for s in specs], rounds=5, warmup_rounds=1)


def test_render_golden_files(benchmark, extractions):
    benchmark(lambda: [render(e) for e in extractions])


def test_snapshot_write(benchmark, extractions, tmp_path):
    files = [(e.spec, render(e)) for e in extractions]

    def write():
        # Through the snapshot extensions' own writer, as the generation test does.
        for spec, rendered in files:
            for suffix, text in rendered.items():
                collection = SnapshotCollection(location=str(tmp_path / spec.family / f"{spec.case_id}.{suffix}"))
                collection.add(Snapshot(name=spec.case_id, data=text))
                (tmp_path / spec.family).mkdir(exist_ok=True)
                EXTENSIONS[suffix].write_snapshot_collection(snapshot_collection=collection)

    benchmark(write)


def test_export_row(benchmark, extractions, tmp_path):
    root = tmp_path / "cases"
    for e in extractions:
        folder = root / e.spec.family
        folder.mkdir(parents=True, exist_ok=True)
        for suffix, text in render(e).items():
            (folder / f"{e.spec.case_id}.{suffix}").write_text(text)
    paths = sorted(root.glob("*/*.json"))
    benchmark(lambda: [row(read_case(p), {}) for p in paths])


def test_end_to_end_dataset(benchmark):
    """`make dataset VALIDATE=0 JOBS=1` of one case per family in fresh processes, start-up, export
    and card included (as harness.tools.bench times it, per round)."""
    with contextlib.ExitStack() as kept:  # every round's scratch folder until the end, as the bench keeps them
        benchmark.pedantic(bench.dataset, args=(1, list(FAMILIES), 1, kept), rounds=3, warmup_rounds=1)
