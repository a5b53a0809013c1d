"""Golden files -> dataset: contract columns, dedup, leak-free splits, shards, card, determinism, streaming."""

import gzip
import json
import re
import shutil
import subprocess
import sys
import textwrap
from importlib.metadata import version
from pathlib import Path
from xml.etree import ElementTree

import pyarrow.parquet as pq
import pytest
import yaml

from harness.export import columns as columns_module
from harness.export import writer as export_module
from harness.export.columns import SCHEMA
from harness.export.writer import assign_split, export, parse_splits
from harness.generate import snapshot
from harness.generate.structure import structure_hash

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)
CONTRACT = ["id", "family", "seed", "python_source", "kernel_name", "cpu_forward", "cpu_backward", "cuda_forward",
            "cuda_backward", "cpu_helpers", "cuda_helpers", "warp_version", "tags", "builtins", "codegen_only",
            "cuda_available"]  # fmt: skip
VALIDATION = [
    "compiled_cpu",
    "compiled_cubin",
    "compiled_ptx",
    "ptx_arch",
    "ran_cpu",
    "output_digest",
    "stable",
    "stability_max_error",
    "known_issues",
    "gradcheck",
    "gradcheck_max_error",
]
GOLDEN_COUNT = len(list(SNAPSHOTS.glob("*/*.json")))


def rows_of(out: Path, split: str | None = None) -> list[dict]:
    pattern = f"{split or '*'}-*-of-*.parquet"
    return [r for path in sorted((out / "data").glob(pattern)) for r in pq.read_table(path).to_pylist()]


def copy_case(src_root: Path, dst_root: Path, case: str, new_case: str | None = None, edit=None) -> Path:
    """Copy one golden case, optionally under a new id (kernel name renamed everywhere, same length)."""
    family = case.rsplit("-", 1)[0]
    new_case = new_case or case
    (dst_root / family).mkdir(parents=True, exist_ok=True)
    old_name, new_name = case.replace("-", "_"), new_case.replace("-", "_")
    assert len(old_name) == len(new_name)
    for suffix in ("py", "cpp", "cu", "json"):
        text = (src_root / family / f"{case}.{suffix}").read_text()
        text = text.replace(case, new_case).replace(old_name, new_name)
        if edit:
            text = edit(suffix, text)
        (dst_root / family / f"{new_case}.{suffix}").write_text(text)
    if new_case != case:
        meta = json.loads((dst_root / family / f"{new_case}.json").read_text())
        meta["seed"] = int(new_case.rsplit("-", 1)[1])
        (dst_root / family / f"{new_case}.json").write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n")
    return dst_root / family / f"{new_case}.json"


@pytest.fixture(scope="module")
def golden_export(tmp_path_factory):
    out = tmp_path_factory.mktemp("golden_export")
    summary = export(SNAPSHOTS, out, run={"cuda_available": False, "codegen_only": True}, splits="60/20/20")
    return out, summary


def test_export_of_the_goldens_has_every_contract_column_and_row(golden_export):
    out, summary = golden_export
    assert summary["errors"] == []
    assert summary["rows"] + sum(summary["dedup_removed"].values()) == GOLDEN_COUNT
    for name in summary["shards"]:
        assert pq.read_schema(out / name).equals(SCHEMA)
    assert SCHEMA.names[: len(CONTRACT)] == CONTRACT
    rows = rows_of(out)
    assert len(rows) == summary["rows"] and len({r["id"] for r in rows}) == len(rows)
    assert len({r["family"] for r in rows}) >= 12
    for r in rows:
        assert f"def {r['kernel_name']}" in r["python_source"]
        assert "cuda_kernel_forward" in r["cuda_forward"] and "cpu_kernel_forward" in r["cpu_forward"]
        backward = "no_backward" not in r["tags"]
        assert ("cuda_kernel_backward" in r["cuda_backward"]) == backward
        assert ("cpu_kernel_backward" in r["cpu_backward"]) == backward
        assert r["warp_version"] == version("warp-lang") and r["tags"]  # the Warp that made the goldens in use
        assert all(r[c] is None for c in [*VALIDATION, "failed_steps"])  # validation not run
        if r["family"] != "harvested":
            assert r["id"] == f"{r['family']}-{r['seed']:06d}" and "tid" in r["builtins"]
            if r["family"] == "mutant":  # a variant of a real kernel: its seed kernel's provenance
                assert r["origin"].startswith("warp.") and (r["license"], r["standalone"]) == ("Apache-2.0", True)
            else:  # other generated rows: no origin, no license of their own, standalone
                assert (r["origin"], r["license"], r["standalone"]) == (None, None, True)
        assert "ptx" not in r
    # Rows come in case-id order within each split.
    for split in ("train", "validation", "test"):
        ids = [r["id"] for r in rows_of(out, split)]
        assert ids == sorted(ids)


def test_splits_share_no_structure_and_follow_the_structural_hash(golden_export):
    out, summary = golden_export
    assert set(summary["splits"]) == {"train", "validation", "test"}  # 60/20/20 of 36 rows fills all three
    seen = {}
    for split in summary["splits"]:
        for r in rows_of(out, split):
            assert r["structure_hash"] == structure_hash(r["python_source"])  # recomputed, not trusted
            assert seen.setdefault(r["structure_hash"], split) == split, f"{r['id']} shares structure across splits"
            if r["origin"] is None:
                assert assign_split(r["structure_hash"], r["family"], parse_splits("60/20/20"), frozenset()) == split
            else:  # mutant rows: the variants of one seed kernel's module share a split (harness/export/twins.py)
                assert seen.setdefault(r["origin"].split(":")[0], split) == split, r["id"]


def test_split_depends_on_structure_alone_and_holdout_families_fill_test():
    fractions = parse_splits("90/5/5")
    hashes = [structure_hash(f"x = {'y + ' * i}1\n") for i in range(300)]
    for h in hashes:  # the family (or id) does not move a row while no family is held out
        assert assign_split(h, "math", fractions, frozenset()) == assign_split(h, "loop", fractions, frozenset())
    counts = {s: sum(assign_split(h, "math", fractions, frozenset()) == s for h in hashes) for s in ("train", "test")}
    assert 240 < counts["train"] < 295 and 3 <= counts["test"] <= 35
    holdout = frozenset({"random"})
    assert all(assign_split(h, "random", fractions, holdout) == "test" for h in hashes)
    assert all(assign_split(h, "math", fractions, holdout) != "test" for h in hashes)
    assert parse_splits("80/10/10") == pytest.approx((0.8, 0.1, 0.1))
    for bad in ("90/10", "a/b/c", "-1/50/51", "0/0/0"):
        with pytest.raises(ValueError, match="splits"):
            parse_splits(bad)


def test_holdout_families_make_up_the_test_split(tmp_path):
    summary = export(SNAPSHOTS, tmp_path, run={}, holdout_families=["random", "atomic"], plots=False)
    assert {r["family"] for r in rows_of(tmp_path, "test")} == {"random", "atomic"}
    assert summary["splits"]["test"] == summary["families"]["random"] + summary["families"]["atomic"]
    assert not {"random", "atomic"} & {
        r["family"] for r in rows_of(tmp_path, "train") + rows_of(tmp_path, "validation")
    }
    assert "Families held out for `test`: atomic, random" in (tmp_path / "README.md").read_text()


def test_each_dedup_rule_removes_its_duplicate_and_keeps_the_first(tmp_path):
    root = tmp_path / "cases"
    for case in ("math-000000", "math-000001", "vector-000000"):
        copy_case(SNAPSHOTS, root, case)
    # Same source and code under another id (kernel renamed: the name carries the id, not content).
    copy_case(SNAPSHOTS, root, "math-000000", "math-000010")
    # Different source (a trailing comment), the very same generated code.
    copy_case(SNAPSHOTS, root, "math-000001", "math-000011", lambda s, t: t + "# same kernel\n" if s == "py" else t)

    # Different names and generated code, same structure: local variables v<i> renamed w<i>.
    def rename(suffix, text):
        if suffix == "json":
            return text
        renamed = re.sub(r"\bv(\d+)\b", r"w\1", text)
        assert renamed != text, f"vector-000000.{suffix} has no v<i> variable to rename"
        return renamed

    copy_case(SNAPSHOTS, root, "vector-000000", "vector-000012", rename)
    summary = export(root, tmp_path / "out", run={}, splits="100/0/0")
    assert summary["dedup_removed"] == {"exact_source": 1, "exact_generated": 1, "structure": 1}
    assert [r["id"] for r in rows_of(tmp_path / "out")] == ["math-000000", "math-000001", "vector-000000"]
    card = (tmp_path / "out" / "README.md").read_text()
    for rule in ("exact_source", "exact_generated", "structure"):
        assert f"| {rule} |" in card and card.split(f"| {rule} |")[1].split("\n")[0].endswith("| 1 |")


def test_damaged_cases_are_named_the_others_export_and_old_output_survives_a_crash(tmp_path, monkeypatch):
    root, out = tmp_path / "cases", tmp_path / "out"
    shutil.copytree(SNAPSHOTS / "math", root / "math")
    shutil.copytree(SNAPSHOTS / "loop", root / "loop")
    export(root, out, run={}, splits="100/0/0", plots=False)
    before = {p.name: p.read_bytes() for p in out.glob("data/train-*")}
    assert sum(pq.read_metadata(out / "data" / n).num_rows for n in before) == 6

    # An export that dies half-way (here: an error on the fourth case) leaves the last dataset as it was.
    calls = {"n": 0}
    real_row = export_module.row

    def failing_row(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 4:
            raise RuntimeError("disk on fire")
        return real_row(*args, **kwargs)

    monkeypatch.setattr(export_module, "row", failing_row)
    with pytest.raises(RuntimeError, match="disk on fire"):
        export(root, out, run={}, splits="100/0/0", max_shard_rows=1, plots=False)
    monkeypatch.undo()
    assert {p.name: p.read_bytes() for p in out.glob("data/train-*")} == before
    assert not list(out.glob("data/.*partial"))

    (root / "math" / "math-000001.cu").write_text((root / "math" / "math-000001.cu").read_text()[:500])  # truncated
    (root / "math" / "math-000002.json").write_text("{not json")
    (root / "loop" / "loop-000000.cpp").write_bytes(b"\xff\xfe garbage \x00")
    (root / "loop" / "loop-000001.py").unlink()
    summary = export(root, out, run={}, splits="100/0/0", plots=False)
    assert summary["rows"] == 2
    assert sorted(r["id"] for r in rows_of(out)) == ["loop-000002", "math-000000"]
    for name in ("math-000001.cu", "math-000002.json", "loop-000000.cpp", "loop-000001.py"):
        assert sum(name in e for e in summary["errors"]) == 1, (name, summary["errors"])
    card = (out / "README.md").read_text()
    assert "## Skipped cases" in card and "- math/math-000001.cu:" in card and str(tmp_path) not in card


def test_same_input_gives_byte_identical_output_in_both_formats(tmp_path):
    for fmt in ("parquet", "jsonl"):
        a, b = tmp_path / f"{fmt}-a", tmp_path / f"{fmt}-b"
        for out in (a, b):
            export(SNAPSHOTS, out, run={"command": "make dataset"}, fmt=fmt, splits="60/20/20", max_shard_rows=8)
        files = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
        assert files == sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
        assert {str(f) for f in files} >= {"README.md", "plots/rows_per_family.svg", "plots/lengths.svg"}
        for f in files:
            assert (a / f).read_bytes() == (b / f).read_bytes(), f"{fmt}: {f} differs between two runs"


def test_shards_are_bounded_named_and_stale_ones_removed(tmp_path):
    summary = export(SNAPSHOTS, tmp_path, run={}, splits="100/0/0", max_shard_rows=10, row_group_rows=4, plots=False)
    names = summary["shards_by_split"]["train"]
    n = len(names)
    assert n == -(-summary["rows"] // 10) and names == [f"data/train-{i:05d}-of-{n:05d}.parquet" for i in range(n)]
    for name in names:
        meta = pq.read_metadata(tmp_path / name)
        assert meta.num_rows <= 10
        assert all(meta.row_group(g).num_rows <= 4 for g in range(meta.num_row_groups))
    # Byte bound: a shard holds at most max_shard_bytes of code text unless one row alone exceeds it.
    export(SNAPSHOTS, tmp_path, run={}, splits="100/0/0", max_shard_bytes=600_000, plots=False)
    for path in tmp_path.glob("data/train-*.parquet"):
        rows = pq.read_table(path).to_pylist()
        size = sum(len(r["python_source"]) + sum(len(r[c]) for c in export_module.CODE_COLUMNS) for r in rows)
        assert size <= 600_000 or len(rows) == 1
    # Re-export with one shard and as JSONL: the earlier shards are gone, no temporary file is left.
    (tmp_path / "data" / ".train-00007.parquet.partial").write_bytes(b"left by a killed run")
    summary = export(SNAPSHOTS, tmp_path, run={}, fmt="jsonl", splits="100/0/0", plots=False)
    files = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert files == ["README.md", "data/train-00000-of-00001.jsonl.gz"]
    raw = (tmp_path / files[1]).read_bytes()
    assert raw[4:8] == b"\0\0\0\0" and not raw[3] & 0x08  # gzip header: mtime 0, no file name
    lines = gzip.decompress(raw).decode().splitlines()
    assert len(lines) == summary["rows"] and list(json.loads(lines[0])) == SCHEMA.names


def test_splits_written_side_by_side_keep_each_shard_whole_and_in_case_order(tmp_path):
    # Row groups of 2 rows across three splits: groups of different splits are compressed on the
    # two writer threads at once, and each split's must still land whole and in order.
    summary = export(SNAPSHOTS, tmp_path, run={}, splits="40/30/30", row_group_rows=2, plots=False)
    ids = []
    for split in ("train", "validation", "test"):
        split_ids = [r["id"] for r in rows_of(tmp_path, split)]
        assert split_ids == sorted(split_ids) and len(split_ids) > 4
        for path in (tmp_path / "data").glob(f"{split}-*.parquet"):
            assert pq.read_metadata(path).num_row_groups == -(-len(split_ids) // 2)
        ids += split_ids
    assert len(ids) == summary["rows"] == len(set(ids))


def test_no_rows_at_all_still_gives_a_loadable_empty_train_shard(tmp_path):
    (tmp_path / "cases").mkdir()
    summary = export(tmp_path / "cases", tmp_path / "out", run={})
    assert summary["splits"] == {"train": 0} and summary["shards"] == ["data/train-00000-of-00001.parquet"]
    table = pq.read_table(tmp_path / "out" / summary["shards"][0])
    assert table.num_rows == 0 and table.schema.equals(SCHEMA)
    assert "- rows (Python -> generated code pairs): 0 (train 0)" in (tmp_path / "out" / "README.md").read_text()


def test_validation_records_fill_their_columns_and_failed_cases_are_excluded(tmp_path):
    root, vdir = tmp_path / "cases", tmp_path / "validation"
    shutil.copytree(SNAPSHOTS / "math", root / "math")
    vdir.mkdir()
    base = {"compiled_cpu": True, "compiled_cubin": True, "compiled_ptx": True, "ptx_arch": "sm_90", "ran_cpu": True,
            "output_digest": "abc123", "stable": False, "stability_max_error": 0.5,
            "known_issues": ["warp-mod-float-adjoint"], "gradcheck": "pass", "gradcheck_max_error": 1e-6,
            "gradcheck_reason": "", "ptx": "// ptx text", "failed_steps": []}  # fmt: skip
    (vdir / "math-000000.json").write_text(json.dumps({**base, "case_id": "math-000000"}))
    failed = {**base, "case_id": "math-000001", "compiled_ptx": False, "ptx": None, "failed_steps": ["ptx"]}
    (vdir / "math-000001.json").write_text(json.dumps(failed))
    # math-000002: no record (validation did not reach it)
    summary = export(root, tmp_path / "a", run={}, splits="100/0/0", validation_dir=vdir, plots=False)
    rows = {r["id"]: r for r in rows_of(tmp_path / "a")}
    assert sorted(rows) == ["math-000000", "math-000002"] and summary["excluded_failed"] == 1
    assert [rows["math-000000"][c] for c in VALIDATION] == [
        True, True, True, "sm_90", True, "abc123", False, 0.5, ["warp-mod-float-adjoint"], "pass", 1e-6
    ]  # fmt: skip
    assert rows["math-000000"]["failed_steps"] == [] and rows["math-000002"]["compiled_cpu"] is None
    card = (tmp_path / "a" / "README.md").read_text()
    assert (
        "## Validation" in card and "validation failed a step: 1" in card and "without a validation record: 1" in card
    )
    assert "| `warp-mod-float-adjoint` | 1 |" in card and "| `stable` |" in card and "| `compiled_cubin` |" in card

    summary = export(root, tmp_path / "b", run={}, splits="100/0/0", validation_dir=vdir, keep_failed=True,
                     include_ptx=True, plots=False)  # fmt: skip
    rows = {r["id"]: r for r in rows_of(tmp_path / "b")}
    assert len(rows) == 3 and rows["math-000001"]["failed_steps"] == ["ptx"]
    assert rows["math-000000"]["ptx"] == "// ptx text" and rows["math-000001"]["ptx"] is None


def test_harvested_cases_have_null_seed_and_their_origin(tmp_path):
    root = tmp_path / "cases"
    copy_case(SNAPSHOTS, root, "arithmetic-000000")
    path = copy_case(SNAPSHOTS, tmp_path / "src", "arithmetic-000001")
    (root / "harvested").mkdir()
    for p in path.parent.glob("arithmetic-000001.*"):
        text = p.read_text().replace("arithmetic-000001", "harvested-000001")
        if p.suffix == ".json":
            meta = json.loads(text)
            meta.update(
                family="harvested", seed=None, origin="warp.examples.x:kern", license="Apache-2.0", standalone=False
            )
            text = json.dumps(meta)
        (root / "harvested" / f"harvested-000001{p.suffix}").write_text(text)
    summary = export(root, tmp_path / "out", run={}, splits="100/0/0")
    assert summary["errors"] == []
    rows = {r["id"]: r for r in rows_of(tmp_path / "out")}
    h = rows["harvested-000001"]
    assert (h["family"], h["seed"], h["origin"], h["license"], h["standalone"]) == (
        "harvested", None, "warp.examples.x:kern", "Apache-2.0", False)  # fmt: skip
    assert rows["arithmetic-000000"]["origin"] is None
    assert "## Harvested kernels" in (tmp_path / "out" / "README.md").read_text()


def test_card_header_configs_match_the_files_and_show_the_plots(golden_export):
    out, summary = golden_export
    text = (out / "README.md").read_text()
    header = yaml.safe_load(text.split("---\n")[1])
    assert f"- rows (Python -> generated code pairs): {summary['rows']} (train {summary['splits']['train']}," in text
    assert header["license"] and header["pretty_name"] and header["task_categories"] == ["text-generation"]
    files = {f["split"]: f["path"] for f in header["configs"][0]["data_files"]}
    on_disk = {
        s: sorted(f"data/{p.name}" for p in out.glob(f"data/{s}-*.parquet")) for s in ("train", "validation", "test")
    }
    assert files == on_disk
    assert [f["name"] for f in header["dataset_info"]["features"]] == SCHEMA.names
    for svg in ("plots/rows_per_family.svg", "plots/lengths.svg"):
        assert f"]({svg})" in text
        root = ElementTree.fromstring((out / svg).read_bytes())  # well-formed SVG with bars drawn
        assert root.tag.endswith("svg") and len(root.findall("{http://www.w3.org/2000/svg}rect")) > 3
    # Pairs first (rows per split and family), then length percentiles, then megabytes.
    sections = ["## Pairs", "## Lengths", "## Size", "## How it was made", "## Columns", "## Tags"]
    assert [text.index(s) for s in sections] == sorted(text.index(s) for s in sections)
    assert "Rows per family:" in text.split("## Lengths")[0]
    assert "| column | p50 chars | p90 chars | p99 chars | max chars | p50 lines |" in text
    for column in SCHEMA.names:
        assert f"| `{column}` |" in text


@pytest.mark.parametrize("fmt", ["parquet", "jsonl"])
def test_datasets_library_loads_the_folder(tmp_path, fmt):
    datasets = pytest.importorskip("datasets")
    out = tmp_path / "out"
    summary = export(SNAPSHOTS, out, run={}, fmt=fmt, splits="60/20/20", plots=False)
    # What `make dataset` leaves beside the shards must not get in the way (a folder named
    # `validation` would be a split to the loaders' default patterns were the shards not in data/).
    for folder in ("cases", "validation", "findings"):
        (out / folder).mkdir()
        shutil.copy(SNAPSHOTS / "math" / "math-000000.json", out / folder)
    (out / "run.json").write_text("{}")
    cache = tmp_path / "cache"
    by_card = datasets.load_dataset(str(out), cache_dir=str(cache))
    assert {s: len(by_card[s]) for s in by_card} == summary["splits"]
    assert by_card["train"].column_names == SCHEMA.names
    assert by_card["train"].features["tags"] == datasets.List(datasets.Value("string"))
    assert by_card["train"].features["gradcheck_max_error"] == datasets.Value("float64")
    direct = datasets.load_dataset("parquet" if fmt == "parquet" else "json", data_dir=str(out), cache_dir=str(cache))
    assert {s: len(direct[s]) for s in direct} == summary["splits"]
    assert direct["train"]["id"] == by_card["train"]["id"] == sorted(by_card["train"]["id"])
    if fmt == "parquet":  # task views select columns (Hugging Face's JSON loader cannot)
        for view, columns in columns_module.VIEWS.items():
            loaded = datasets.load_dataset(str(out), view, cache_dir=str(cache))
            assert {s: len(loaded[s]) for s in loaded} == summary["splits"], view
            assert loaded["train"].column_names == list(columns), view
            assert loaded["train"]["id"] == by_card["train"]["id"]
            assert loaded["train"][columns[2]] == by_card["train"][columns[2]], view


def test_length_columns_and_max_chars_leave_out_long_rows_counted_per_family(tmp_path):
    summary = export(SNAPSHOTS, tmp_path / "all", run={}, splits="100/0/0", plots=False)
    rows = rows_of(tmp_path / "all")
    for r in rows:
        generated = sum(len(r[c]) for c in export_module.CODE_COLUMNS)
        assert (r["python_chars"], r["generated_chars"], r["cuda_forward_chars"]) == (
            len(r["python_source"]), generated, len(r["cuda_forward"]))  # fmt: skip
        assert r["python_lines"] == len(r["python_source"].splitlines())
    sizes = sorted(r["python_chars"] + r["generated_chars"] for r in rows)
    limit = sizes[len(sizes) // 2]
    long_rows = [r for r in rows if r["python_chars"] + r["generated_chars"] > limit]
    assert long_rows
    limited = export(SNAPSHOTS, tmp_path / "limited", run={}, splits="100/0/0", plots=False, max_chars=limit)
    kept = rows_of(tmp_path / "limited")
    assert {r["id"] for r in kept} == {r["id"] for r in rows} - {r["id"] for r in long_rows}
    assert all(r["python_chars"] + r["generated_chars"] <= limit for r in kept)
    per_family = {}
    for r in long_rows:
        per_family[r["family"]] = per_family.get(r["family"], 0) + 1
    assert limited["excluded_too_long"] == dict(sorted(per_family.items()))
    assert summary["excluded_too_long"] == {}
    card = (tmp_path / "limited" / "README.md").read_text()
    assert f"- left out as longer than {limit:,} characters" in card and f": {len(long_rows)}" in card
    family, n = next(iter(sorted(per_family.items())))
    assert any(line.startswith(f"| {family} |") and line.endswith(f"| {n} |") for line in card.splitlines())


MEMORY_PROBE = textwrap.dedent(
    """
    import random, resource, sys
    from pathlib import Path
    from types import SimpleNamespace
    from harness.export import columns, writer as e

    n, out = int(sys.argv[1]), Path(sys.argv[2])
    code = "".join(f"    var_{i} = wp::add(var_{i - 1}, var_{i + 1});\\n" for i in range(1500))  # ~60 kB

    def rows(root, run, *args):
        case = SimpleNamespace(meta={"sections": {"cpu": {}, "cuda": {}}})
        for i in range(n):
            body = "".join("    a = b + c\\n" if i >> bit & 1 else "    a = b * c\\n" for bit in range(12))
            source = f"def k_{i:06d}():\\n{body}"
            record = {c: None for c in columns.SCHEMA.names}
            record.update(id=f"synthetic-{i:06d}", family="synthetic", seed=i, python_source=source,
                          kernel_name=f"k_{i:06d}", warp_version="1.19.0", tags=["loop"], builtins=["add"],
                          codegen_only=True, cuda_available=False, standalone=True,
                          structure_hash=e.structure_hash(source))
            for c in e.CODE_COLUMNS:
                record[c] = f"// {c} {i}\\n" + code
            record.update(python_chars=len(source), python_lines=e.line_count(source),
                          generated_chars=sum(len(record[c]) for c in e.CODE_COLUMNS),
                          cuda_forward_chars=len(record["cuda_forward"]))
            yield record, case

    e._rows = rows
    summary = e.export(Path("unused"), out, {}, row_group_bytes=4 << 20, max_shard_bytes=64 << 20, plots=False)
    assert summary["rows"] == n, summary
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, summary["text_chars"])
    """
)


def test_export_memory_does_not_grow_with_the_dataset(tmp_path):
    peaks = {}
    for n in (30, 200):
        result = subprocess.run(
            [sys.executable, "-c", MEMORY_PROBE, str(n), str(tmp_path / str(n))],
            cwd=ROOT, capture_output=True, text=True, check=False,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr
        peak_kb, chars = map(int, result.stdout.split())
        peaks[n] = (peak_kb * 1024, chars)
    grown = peaks[200][0] - peaks[30][0]
    more_text = peaks[200][1] - peaks[30][1]  # about 60 MB more code text (six ~60 kB columns a row)
    assert more_text > 55e6
    assert grown < 30e6, f"peak memory grew {grown / 1e6:.0f} MB for {more_text / 1e6:.0f} MB more text"


def test_whole_word_replacement_matches_the_regex():
    """The fast kernel-name replacement of the dedup keys agrees with re.sub(\\bname\\b) on
    names next to word characters, at the text's ends, and on a self-overlapping name."""
    import random

    from harness.export.writer import _replace_word

    rng = random.Random(7)
    pieces = ["k_0001", "xk_0001", "k_0001_", "k_00012", " ", "(", "\n", "é", "_", "a", "kk", "k"]
    for word in ("k_0001", "kk", "abab"):
        for _ in range(300):
            text = "".join(rng.choice([*pieces, word]) for _ in range(rng.randint(0, 12)))
            assert _replace_word(text, word, "K") == re.sub(rf"\b{re.escape(word)}\b", "K", text), text


def test_name_replacement_in_one_pass_matches_replacing_the_hashed_name_first():
    """The dedup keys replace Warp's hashed name anywhere and the kernel's name as a whole word in
    one pass; it agrees with the two passes (``str.replace`` of the hashed name, then the
    regex), also where the name sits inside the hash, touches it, or repeats itself."""
    import random

    from harness.export.writer import _without_names

    rng = random.Random(11)
    for name, hashed in (("k_0001", "k_0001_3fa9"), ("a", "a_1a2b"), ("kk", "kk_kk0"), ("ab", "ab_ab")):
        pieces = [name, hashed, hashed + "_cuda", "wp_args_" + hashed, "x" + name, name + "_", " ", "(", "\n", "_"]
        for _ in range(400):
            text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 10)))
            two_passes = re.sub(rf"\b{re.escape(name)}\b", "KERNEL", text.replace(hashed, "KERNEL"))
            assert _without_names(text, name, [hashed, hashed, ""]) == two_passes, (name, text)


def test_length_plot_ticks_at_1_2_5_and_rows_per_family_bars():
    """Length ticks sit at 1, 2 and 5 times powers of ten, labelled 1k/2k/5k; one bar segment
    per family and split with rows; same numbers, same bytes."""
    from harness.export import plots

    svg = plots.lengths([("generated", [800, 1500, 4000, 12000, 60000])]).decode()
    labels = re.findall(r">([0-9.]+[kM]?)</text>", svg)
    assert {"1k", "2k", "5k", "10k", "20k", "50k"} <= set(labels) and "3k" not in labels
    counts = {"a": {"train": 5, "test": 1}, "b": {"validation": 2}}
    bars = plots.families(counts, ("train", "validation", "test")).decode()
    assert bars.count('fill="#4C72B0"') == 1 + 1 and bars.count('fill="#55A868"') == 1 + 1  # bars + legend
    assert plots.families(counts, ("train", "validation", "test")).decode() == bars
    assert plots.nice_ticks(7) == [0, 2, 4, 6, 8] and plots.nice_ticks(1) == [0, 1]
