"""The mutant family: variants of real Warp kernels from the committed seed corpus (kernels/mutant.py)."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from harness.export.writer import row, split_key
from harness.generate import snapshot
from harness.generate.golden import read_case
from harness.generate.structure import structure_hash
from kernels import generate
from kernels.mutant import warp_rejects
from kernels.seeds import load
from kernels.seeds.describe import Undescribable, describe

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)
SEEDS = range(24)


def _base(spec):
    return next(s for s in load() if s.origin == spec.extra["origin"])


def _without_note(source: str) -> str:
    return source.split("\n", 2)[2]  # the two comment lines naming the seed and the mutations


def test_the_corpus_is_real_described_and_accepted_by_warp():
    corpus = load()
    assert len(corpus) >= 10
    assert len({s.origin for s in corpus}) == len(corpus)
    for seed in corpus:
        assert seed.origin.startswith("warp.") and ":" in seed.origin, seed.origin
        assert seed.license == "Apache-2.0" and seed.warp_version
        d = describe(seed.source, seed.kernel_name)  # the description is the describer's, unedited
        assert (d.args, d.launch_dim) == (seed.args, seed.launch_dim), seed.origin
        assert warp_rejects(seed.source, seed.kernel_name) is None, seed.origin


def test_the_describer_refuses_what_it_cannot_make_safe():
    head = "import warp as wp\n\n@wp.kernel\ndef k(a: wp.array(dtype=float), b: wp.array(dtype=float), n: int):\n    tid = wp.tid()\n"
    for body, why in (
        ("    b[tid] = a[(tid + 1) % n]\n", "subscript other than the thread index"),
        ("    b[tid] = 1.0 / (a[tid] - 1.0)\n", "divisor not positive"),
        ("    b[tid] = wp.sqrt(a[tid] - 1.0)\n", "argument not positive"),
        ("    while n > 0:\n        b[tid] = 1.0\n", "while loop"),
    ):
        with pytest.raises(Undescribable, match=why):
            describe(head + body, "k")
    d = describe(head + "    b[tid] = a[tid] / float(n)\n", "k")
    assert [(a.name, a.role, a.domain) for a in d.args] == [
        ("a", "in", (0.5, 1.5)), ("b", "out", None), ("n", "in", (1.0, 4.0))
    ]  # fmt: skip


def test_deterministic_per_seed_also_in_a_fresh_process():
    here = [generate("mutant", s) for s in SEEDS]
    assert here == [generate("mutant", s) for s in SEEDS]
    code = (
        "import sys; from kernels import generate; "
        f"sys.stdout.write(''.join(generate('mutant', s).source + generate('mutant', s).to_json() for s in {list(SEEDS)!r}))"
    )
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": "4242", "PATH": ""}, cwd=str(ROOT))  # fmt: skip
    assert other.stdout == "".join(s.source + s.to_json() for s in here)


def test_variants_differ_from_their_seed_in_structure_and_keep_indices():
    for s in SEEDS:
        spec = generate("mutant", s)
        base = _base(spec)
        body = _without_note(spec.source)
        assert body != base.source, spec.case_id
        assert structure_hash(body) != structure_hash(base.source), spec.case_id  # not a constant alone
        kinds = [t.removeprefix("mutate_") for t in spec.generator_tags if t.startswith("mutate_")]
        assert 1 <= len(kinds) <= 3 and spec.source.startswith(f"# A variant of {base.origin} "), spec.case_id
        # Indices are untouched: every subscript of an argument array is the thread index.
        tree = ast.parse(spec.source)
        func = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == spec.kernel_name)
        tid = ast.unparse(next(n for n in func.body if isinstance(n, ast.Assign)).targets[0])
        arrays = {a.name for a in spec.args if a.kind == "array"}
        for node in ast.walk(func):
            if isinstance(node, ast.Subscript) and ast.unparse(node.value) in arrays:
                assert ast.unparse(node.slice) == tid, (spec.case_id, ast.unparse(node))
        assert all(len(a.shape) == len(spec.launch_dim) for a in spec.args if a.kind == "array")


def test_many_distinct_variants_per_seed():
    corpus = load()
    per_seed: dict[str, set[str]] = {}
    for s in range(10 * len(corpus)):
        spec = generate("mutant", s)
        per_seed.setdefault(spec.extra["origin"], set()).add(structure_hash(spec.source))
    assert set(per_seed) == {seed.origin for seed in corpus}  # every seed is used
    assert sum(len(v) for v in per_seed.values()) >= 0.8 * 10 * len(corpus)


def test_provenance_reaches_the_golden_and_the_exported_row():
    for path in sorted((SNAPSHOTS / "mutant").glob("*.json")):
        case = read_case(path)
        base = _base(case.spec)
        assert (case.meta["origin"], case.meta["license"]) == (base.origin, "Apache-2.0")
        record = row(case, {})
        assert (record["origin"], record["license"], record["standalone"]) == (base.origin, "Apache-2.0", True)
        assert record["family"] == "mutant" and record["seed"] == case.spec.seed
        # Variants of one module's kernels share a split (no near-duplicates across splits).
        assert split_key(record) == split_key({"origin": base.origin.split(":")[0] + ":other"})


def test_cases_pass_the_ladders_compile_and_fidelity_steps(tmp_path):
    from harness.validate.ladder import validate_root

    shutil.copytree(SNAPSHOTS / "mutant", tmp_path / "cases" / "mutant")
    validate_root(tmp_path / "cases", tmp_path / "out", jobs=1, log=lambda *_: None)
    records = [json.loads(p.read_text()) for p in sorted((tmp_path / "out" / "validation").glob("*.json"))]
    assert len(records) == len(list((SNAPSHOTS / "mutant").glob("*.json")))
    for r in records:
        assert r["compiled_cpu"] and r["compiled_cubin"] and r["ran_cpu"], r
        assert r["failed_steps"] == [], r
