"""Harvested rows: near-twin kernels share a split, the count of held-out rows with a twin in train
is 0 (and the check finds a leak when there is one), and the card's per-package section."""

import dataclasses
import itertools
import json
import random
import textwrap
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import pytest

from harness.export import card, splits, twins
from harness.export.columns import Stats
from harness.export.writer import assign_split, export, parse_splits, split_key
from harness.generate import snapshot
from harness.generate.structure import structure_hash

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)
SPLITS = "50/25/25"

# Hand-written harvested-style kernels; KERNEL becomes the kernel name of the golden case they ride on.
SCALE_SQRT = """
    import warp as wp


    @wp.kernel
    def KERNEL(x: wp.array(dtype=float), y: wp.array(dtype=float), s: float):
        i = wp.tid()
        v = x[i] * s + 1.0
        w = wp.max(v, 0.0)
        if v > 0.0:
            y[i] = wp.sqrt(v) + w * 0.5
        else:
            y[i] = -v + wp.abs(w)
        y[i] = y[i] * s
"""
# The same body with other names, a comment and a docstring, in a module with a constant of its own
# (so that it is not a structure duplicate of SCALE_SQRT as a whole module).
SCALE_SQRT_RENAMED = """
    import warp as wp

    EPS = wp.constant(1.0e-6)


    @wp.kernel
    def KERNEL(src: wp.array(dtype=float), dst: wp.array(dtype=float), factor: float):
        \"\"\"Scaled square root.\"\"\"
        j = wp.tid()  # one thread per element
        v = src[j] * factor + 1.0
        w = wp.max(v, 0.0)
        if v > 0.0:
            dst[j] = wp.sqrt(v) + w * 0.5
        else:
            dst[j] = -v + wp.abs(w)
        dst[j] = dst[j] * factor
"""
# SCALE_SQRT with one more statement: not the same body, but 5-gram Jaccard >= 0.8.
SCALE_SQRT_PLUS = SCALE_SQRT + "        y[i] = y[i] + s\n"
UNRELATED = """
    import warp as wp


    @wp.kernel
    def KERNEL(points: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
        tid = wp.tid()
        p = points[tid]
        acc = float(0.0)
        for k in range(3):
            acc += p[k] * p[k]
        out[tid] = wp.length(p) - acc
"""


def _source(template: str, name: str) -> str:
    return textwrap.dedent(template).lstrip("\n").replace("KERNEL", name)


def harvested_case(root: Path, base: str, new_id: str, origin: str, template: str, license="Apache-2.0") -> None:
    """A harvested-style case: a golden case's generated code (so that every case's code differs) with a
    hand-written ``python_source`` and harvest metadata."""
    family = base.rsplit("-", 1)[0]
    (root / "harvested").mkdir(parents=True, exist_ok=True)
    meta = json.loads((SNAPSHOTS / family / f"{base}.json").read_text())
    source = _source(template, meta["kernel_name"])
    for suffix in ("cpp", "cu"):
        text = (SNAPSHOTS / family / f"{base}.{suffix}").read_text().replace(base, new_id)
        (root / "harvested" / f"{new_id}.{suffix}").write_text(text)
    header = "".join((SNAPSHOTS / family / f"{base}.py").read_text().splitlines(keepends=True)[:2])
    (root / "harvested" / f"{new_id}.py").write_text(header.replace(base, new_id) + source)
    meta.update(case_id=new_id, family="harvested", seed=None, origin=origin, license=license, standalone=True)
    meta["structure_hash"] = structure_hash(source)
    (root / "harvested" / f"{new_id}.json").write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n")


def old_split(module: str) -> str:
    """The split a harvested row of ``module`` had before near-twins were grouped: its module's."""
    return assign_split(split_key({"origin": f"{module}:k"}), "harvested", parse_splits(SPLITS), frozenset())


def modules_in(split: str, prefix: str, n: int = 1) -> list[str]:
    return [m for m in (f"{prefix}.mod{i}" for i in range(1000)) if old_split(m) == split][:n]


def rows_of(out: Path) -> dict[str, dict]:
    return {
        r["id"]: {**r, "split": path.name.split("-")[0]}
        for path in sorted((out / "data").glob("*.parquet"))
        for r in pq.read_table(path).to_pylist()
    }


@pytest.fixture(scope="module")
def cases(tmp_path_factory):
    """Four harvested kernels from four packages (three near-twins, one not) and a generated row.
    The old split (by module) put the renamed twin in ``test`` and the original in ``train``."""
    root = tmp_path_factory.mktemp("twin_cases")
    a, b = modules_in("train", "alpha")[0], modules_in("test", "beta")[0]
    origins = {
        "harvested-000001": (f"{a}:scale_sqrt", SCALE_SQRT, "math-000000"),
        "harvested-000002": (f"{b}:scale_sqrt", SCALE_SQRT_RENAMED, "vector-000000"),
        "harvested-000003": ("gamma.ops:scale_sqrt_plus", SCALE_SQRT_PLUS, "loop-000000"),
        "harvested-000004": ("delta.ops:norms", UNRELATED, "matrix-000000"),
    }
    for new_id, (origin, template, base) in origins.items():
        harvested_case(root, base, new_id, origin, template, license="MIT" if origin.startswith("delta") else "BSD")
    family = "arithmetic"
    (root / family).mkdir()
    for suffix in ("py", "cpp", "cu", "json"):
        (root / family / f"arithmetic-000000.{suffix}").write_text(
            (SNAPSHOTS / family / f"arithmetic-000000.{suffix}").read_text()
        )
    return root, origins


def test_near_twins_from_modules_the_old_split_put_apart_share_a_split(cases, tmp_path):
    root, origins = cases
    ids = sorted(origins)
    sources = {i: _source(t, json.loads((root / "harvested" / f"{i}.json").read_text())["kernel_name"])
               for i, (_, t, _) in origins.items()}  # fmt: skip
    names = {i: json.loads((root / "harvested" / f"{i}.json").read_text())["kernel_name"] for i in ids}
    bodies = {i: twins.body(sources[i], names[i]) for i in ids}
    # The premise: 1 and 2 are the same body after renaming, 1 and 3 are 5-gram near-twins, 4 is neither.
    assert bodies[ids[0]].renamed == bodies[ids[1]].renamed
    assert bodies[ids[0]].renamed != bodies[ids[2]].renamed
    assert twins.jaccard(bodies[ids[0]].shingles, bodies[ids[2]].shingles) >= 0.8
    assert not twins.twins(bodies[ids[0]], bodies[ids[3]])
    assert old_split(origins[ids[0]][0].split(":")[0]) != old_split(origins[ids[1]][0].split(":")[0])

    summary = export(root, tmp_path / "out", run={}, splits=SPLITS)
    assert summary["errors"] == [] and summary["dedup_removed"] == {
        "exact_source": 0, "exact_generated": 0, "structure": 0}  # fmt: skip
    rows = rows_of(tmp_path / "out")
    assert len({rows[i]["split"] for i in ids[:3]}) == 1  # the cluster is whole
    assert rows["harvested-000004"]["split"] == old_split("delta.ops")  # no twin: its module's split
    assert rows["arithmetic-000000"]["split"] == assign_split(
        rows["arithmetic-000000"]["structure_hash"], "arithmetic", parse_splits(SPLITS), frozenset()
    )  # generated rows: by structure, as before
    twins_summary = summary["harvested_twins"]
    assert twins_summary["rows_in_clusters"] == 3 and twins_summary["moved"] >= 1
    assert twins_summary["held_out_with_twin_in_train"] == {"validation": 0, "test": 0}
    result = twins.check(tmp_path / "out")
    assert result["with_twin_in_train"] == {"validation": [], "test": []}
    assert sum(result["harvested_rows"].values()) == 4
    card = " ".join((tmp_path / "out" / "README.md").read_text().split())
    assert f"{twins_summary['moved']} rows are not in their module's split" in card
    assert "Harvested rows with a near-twin in `train`: 0 in `validation`, 0 in `test`" in card


def test_check_finds_the_twins_the_old_split_leaked(cases, tmp_path, monkeypatch, capsys):
    """Without the grouping (every row its module's split), the renamed twin is in test and its
    original in train: the check names it, and the command exits 1."""
    root, _ = cases
    monkeypatch.setattr(twins, "clusters", lambda bodies: list(range(len(bodies))))  # no near-twin joined
    summary = export(root, tmp_path / "out", run={}, splits=SPLITS)
    rows = rows_of(tmp_path / "out")
    assert rows["harvested-000001"]["split"] == "train" and rows["harvested-000002"]["split"] == "test"
    leaked = twins.check(tmp_path / "out")["with_twin_in_train"]
    assert "harvested-000002" in leaked["test"]
    assert sum(summary["harvested_twins"]["held_out_with_twin_in_train"].values()) == sum(map(len, leaked.values()))
    assert twins.main([str(tmp_path / "out")]) == 1
    assert "test rows with a near-twin in train: " in capsys.readouterr().out


def test_same_cases_give_byte_identical_files_and_holdout_sends_harvested_rows_to_test(cases, tmp_path):
    root, _ = cases
    for name in ("a", "b"):
        export(root, tmp_path / name, run={}, splits=SPLITS)
    files = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*") if p.is_file())
    assert files and all((tmp_path / "a" / f).read_bytes() == (tmp_path / "b" / f).read_bytes() for f in files)

    summary = export(root, tmp_path / "held", run={}, splits=SPLITS, holdout_families=["harvested"])
    rows = rows_of(tmp_path / "held")
    assert {r["split"] for r in rows.values() if r["family"] == "harvested"} == {"test"}
    assert rows["arithmetic-000000"]["split"] != "test"
    assert summary["harvested_twins"]["held_out_with_twin_in_train"] == {"validation": 0, "test": 0}


def test_card_has_a_row_per_package_with_license_standalone_share_and_labels(cases, tmp_path):
    root, _ = cases
    export(root, tmp_path / "out", run={}, splits=SPLITS)
    card = (tmp_path / "out" / "README.md").read_text()
    section = card[card.index("## Harvested kernels") :]
    header = (
        "| package | rows | license | standalone | inputs captured / described / none | `replay` | `evaluable` "
        "| `compiled_cpu` | `compiled_cubin` | `ran_cpu` | `gradcheck` |"
    )
    assert header in section
    # described inputs, none captured, not replayed; not validated: not evaluable, labels null
    assert "| alpha | 1 | BSD | 1.000 | 0 / 1 / 0 | - | 0 | 0 / 0 / 1 | 0 / 0 / 1 | 0 / 0 / 1 | null 1 |" in section
    assert "| delta | 1 | MIT | 1.000 | 0 / 1 / 0 | - | 0 | 0 / 0 / 1 | 0 / 0 / 1 | 0 / 0 / 1 | null 1 |" in section
    assert "ran on the CPU" not in section  # nothing validated: no count of runs
    # Generated rows only: no harvested section, no near-twin sentence.
    only = tmp_path / "generated"
    (only / "arithmetic").mkdir(parents=True)
    for p in (root / "arithmetic").iterdir():
        (only / "arithmetic" / p.name).write_bytes(p.read_bytes())
    summary = export(only, tmp_path / "out2", run={}, splits=SPLITS)
    card = (tmp_path / "out2" / "README.md").read_text()
    assert "harvested_twins" not in summary and "## Harvested kernels" not in card and "near-twin" not in card


def _mutate(tokens: list[str], rng: random.Random, edits: int) -> list[str]:
    out = list(tokens)
    for _ in range(edits):
        at = rng.randrange(len(out))
        out[at : at + 1] = [f"t{rng.randrange(10**6)}"] if rng.random() < 0.5 else []
    return out


def test_clusters_are_the_components_of_all_verified_pairs():
    """MinHash + bands miss no pair that all-pairs comparison finds (on bodies near the threshold)."""
    rng = random.Random(0)
    bases = [[f"b{k}_{i}" for i in range(rng.randrange(60, 150))] for k in range(6)]
    token_lists = [_mutate(b, rng, rng.choice([0, 1, 2, 3, 4, 6])) for b in bases for _ in range(10)]
    bodies = []
    for toks in token_lists:
        n = max(1, len(toks) - twins.SHINGLE + 1)
        grams = {"\x1f".join(toks[i : i + twins.SHINGLE]).encode() for i in range(n)}
        shingles = np.unique(np.array([twins.xxhash.xxh3_64_intdigest(g) for g in grams], dtype=np.uint64))
        bodies.append(twins.Body(renamed=twins.xxhash.xxh3_128_digest(repr(toks).encode()), shingles=shingles))
    got = twins.clusters(bodies)
    uf = twins.UnionFind(len(bodies))
    pairs = [(i, j) for i, j in itertools.combinations(range(len(bodies)), 2) if twins.twins(bodies[i], bodies[j])]
    for i, j in pairs:
        uf.union(i, j)
    assert got == [uf.find(i) for i in range(len(bodies))]
    near = [twins.jaccard(a.shingles, b.shingles) for a, b in itertools.combinations(bodies, 2)]
    assert sum(0.8 <= j < 0.9 for j in near) > 20 and sum(0.6 <= j < 0.8 for j in near) > 20  # near the threshold
    assert len(pairs) > 30 and len(set(got)) > 6
    # The exact count agrees with all pairs too.
    train, held = bodies[::2], bodies[1::2]
    expected = [i for i, h in enumerate(held) if any(twins.twins(h, t) for t in train)]
    assert twins.held_out_twins(train, held) == expected


def test_body_is_the_kernels_statements_without_comments_docstring_or_layout():
    source = (
        "import warp as wp\n"
        "@wp.func\n"
        "def helper(a: float):\n"
        "    return a\n"
        "@wp.kernel\n"
        "def k(\n"
        "    x: wp.array(dtype=float),\n"
        "):\n"
        '    """doc"""\n'
        "    i = wp.tid()  # index\n"
        "    x[i] = (x[i] +\n"
        "            1.0)\n"
        "\n"
        "def after():\n"
        "    pass\n"
    )
    assert twins.body_tokens(source, "k") == ["<in>", "i", "=", "wp", ".", "tid", "(", ")", "<nl>",
                                             "x", "[", "i", "]", "=", "(", "x", "[", "i", "]", "+", "1", ".", "0",
                                             ")"]  # fmt: skip
    same = source.replace("i ", "j ").replace("[i]", "[j]").replace("  # index", "")
    assert twins.body(source, "k").renamed == twins.body(same, "k").renamed
    # A generic kernel: k_t, and k its one overload.
    generic = source.replace("def k(", "def k_t(") + '\n\nk = wp.overload(k_t, {"x": wp.array(dtype=float)})\n'
    assert twins.body_tokens(generic, "k") == twins.body_tokens(source, "k")


# --------------------------------------------------------------------------- helper-aware clusters, a drawn test split


def _member(k: int, module: str, blocks=(), evaluable=True, package: str | None = None) -> splits.Member:
    """A planned row whose body is its own (no near-twin), in ``module``, with helper blocks ``blocks``."""
    source = "def k():\n" + "".join(f"    a{k}_{j} = b{k}_{j} + {j}.0\n" for j in range(k + 1))
    return splits.Member(
        id=f"harvested-{k:06d}", family="harvested", module=module, package=package or module.split(".")[0],
        body=twins.body(source, "k"), blocks=frozenset(blocks), evaluable=evaluable, real=True,
    )  # fmt: skip


def test_helper_blocks_are_the_long_canonical_blocks_of_both_targets():
    helper = "static CUDA_CALLABLE float clamp_0(float x)\n{\n    return wp::min(wp::max(x, 0.0), 1.0);\n}"
    record = {"cuda_helpers_canonical": f"{helper}\n\n}};\n\n    {{\n    }}", "cpu_helpers_canonical": ""}
    blocks = splits.helper_blocks(record)
    assert len(blocks) == 1  # `};` and an empty constructor are boilerplate, not a reason to join rows
    assert splits.helper_blocks({**record, "cpu_helpers_canonical": helper}) > blocks  # per target
    assert splits.helper_blocks({"cuda_helpers_canonical": None, "cpu_helpers_canonical": None}) == frozenset()


def test_rows_sharing_a_helper_share_a_split_and_test_is_drawn_from_evaluable_rows():
    fractions = parse_splits("80/10/10")
    shared = 1  # one helper block called by 60 rows of 30 modules: one cluster, too large to hold out
    members = [_member(k, f"pkg.big{k % 30}", blocks=[shared], evaluable=k % 2 == 0) for k in range(60)]
    # 40 small modules of 2 rows each, half evaluable; pairs share a helper of their own across modules
    for k in range(60, 140):
        members.append(_member(k, f"pkg.small{k // 2}", blocks=[1000 + k // 4], evaluable=k % 2 == 0))
    planned = splits.plan(members, fractions)
    assert planned.rule == "drawn"
    by_block = defaultdict(set)
    for m in members:
        for b in m.blocks:
            by_block[b].add(planned.split[m.id])
    # a helper block is in train or held out, never both (a cluster drawn for test: test and validation)
    assert all(s == {"train"} or "train" not in s for s in by_block.values())
    assert any(s == {"test", "validation"} for s in by_block.values())
    assert {planned.split[m.id] for m in members[:60]} == {"train"}  # too large to hold out
    test = [m for m in members if planned.split[m.id] == "test"]
    assert test and all(m.evaluable for m in test) and len(test) <= planned.facts["test_target"] == 14
    assert max(Counter(m.module for m in test).values()) <= planned.facts["module_cap"] == 3
    validation = [m for m in members if planned.split[m.id] == "validation"]
    assert len(validation) <= round(0.1 * len(members))
    # the same rows in another order: the same plan
    again = splits.plan(list(reversed(members)), fractions)
    assert again.split == planned.split and again.facts == planned.facts


def test_the_drawn_test_split_takes_every_package_in_turn_and_a_module_share():
    fractions = parse_splits("50/25/25")
    members = [_member(k, "big.one", evaluable=True) for k in range(4)]  # one module, 4 evaluable rows
    members += [_member(k, f"small.m{k}", evaluable=True) for k in range(4, 16)]  # 12 modules of one
    planned = splits.plan(members, fractions)
    test = [m for m in members if planned.split[m.id] == "test"]
    assert {m.package for m in test} == {"big", "small"}
    assert sum(m.module == "big.one" for m in test) <= planned.facts["module_cap"] == 1
    assert len(test) == planned.facts["test_target"] == 4
    assert not any(planned.split[m.id] == "train" for m in members[:4])  # the module's other rows are held out


def test_a_small_export_whose_rows_share_one_helper_still_has_a_test_row():
    members = [_member(k, f"pkg.m{k}", blocks=[7], evaluable=k == 2) for k in range(4)]
    planned = splits.plan(members, parse_splits("90/5/5"))
    assert [m.id for m in members if planned.split[m.id] == "test"] == ["harvested-000002"]
    assert planned.facts["broken"] == 1  # the card then says the helper text leaks
    assert {planned.split[m.id] for m in members if m.id != "harvested-000002"} == {"train"}
    # nothing known to be evaluable (no validation): clusters by key, one too large for test stays in train
    unknown = [dataclasses.replace(m, evaluable=None) for m in members]
    hashed = splits.plan(unknown, parse_splits("0/50/50"))
    assert hashed.rule == "hashed" and set(hashed.split.values()) == {"train"}
    assert set(splits.plan(unknown[:1], parse_splits("0/0/100")).split.values()) == {"test"}


def test_the_card_says_plainly_when_helper_text_leaks():
    stats = Stats()
    for split, helper in (("train", "A" * 80), ("test", "A" * 80), ("test", "B" * 20)):
        stats.add_helpers({"cuda_helpers_canonical": helper, "cpu_helpers_canonical": ""}, split)
    assert stats.helper_leak("cuda", "test") == (0.8, 100)
    assert "leaks into `train` (up to 80.0%)" in card._leak_text(stats)
    stats = Stats()
    stats.add_helpers({"cuda_helpers_canonical": "B" * 80, "cpu_helpers_canonical": ""}, "test")
    assert "Under 10% in every held-out split" in card._leak_text(stats)


def test_of_harvested_twins_the_one_kept_is_the_one_on_captured_inputs(tmp_path):
    # Two harvested rows of one source (the same kernel reached twice, say a factory's): the later in
    # case-id order ran on the package's captured launches, the earlier on described inputs only.
    # Kept: the captured one, whichever comes first; without captures the first is kept, as before.
    root = tmp_path / "cases"
    harvested_case(root, "math-000000", "harvested-000001", "alpha.ops:scale", SCALE_SQRT)
    harvested_case(root, "math-000001", "harvested-000002", "beta.ops:scale", SCALE_SQRT)
    summary = export(root, tmp_path / "plain", run={}, splits="100/0/0", plots=False)
    assert sum(summary["dedup_removed"].values()) == 1, summary["dedup_removed"]
    assert sorted(rows_of(tmp_path / "plain")) == ["harvested-000001"]

    path = root / "harvested" / "harvested-000002.json"
    meta = json.loads(path.read_text())
    launch = {"device": "cpu", "dim": [16], "block_dim": 256, "args": [], "after": {}, "changed": [], "roles": {}}
    meta.setdefault("extra", {})["capture"] = {"launches": [launch], "seen": 1, "left_out": {}}
    path.write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n")
    summary = export(root, tmp_path / "out", run={}, splits="100/0/0", plots=False)
    assert sum(summary["dedup_removed"].values()) == 1, summary["dedup_removed"]
    rows = rows_of(tmp_path / "out")
    assert sorted(rows) == ["harvested-000002"] and rows["harvested-000002"]["inputs_origin"] == "captured"
