"""Golden files -> Parquet rows with the contract's columns; damaged files are reported, not fatal."""

import shutil
from pathlib import Path

import pyarrow.parquet as pq

from harness.export import SCHEMA, export

SNAPSHOTS = Path(__file__).resolve().parent.parent / "snapshots"
CONTRACT = ["id", "family", "seed", "python_source", "kernel_name", "cpu_forward", "cpu_backward", "cuda_forward",
            "cuda_backward", "cpu_helpers", "cuda_helpers", "warp_version", "tags", "builtins", "codegen_only",
            "cuda_available"]  # fmt: skip


def test_export_of_the_goldens_has_every_contract_column_and_row(tmp_path):
    summary = export(SNAPSHOTS, tmp_path, run={"cuda_available": False, "codegen_only": True})
    assert summary["errors"] == []
    table = pq.read_table(tmp_path / summary["shards"][0])
    assert table.schema.names[: len(CONTRACT)] == CONTRACT
    assert table.schema.equals(SCHEMA)
    rows = table.to_pylist()
    assert len(rows) == len(list(SNAPSHOTS.glob("*/*.json")))
    assert len({r["family"] for r in rows}) >= 12
    for r in rows:
        assert r["id"] == f"{r['family']}-{r['seed']:06d}"
        assert f"def {r['kernel_name']}(" in r["python_source"]
        assert "cuda_kernel_forward" in r["cuda_forward"] and "cuda_kernel_backward" in r["cuda_backward"]
        assert "cpu_kernel_forward" in r["cpu_forward"] and "cpu_kernel_backward" in r["cpu_backward"]
        assert r["warp_version"] == "1.19.0" and r["tags"] and "tid" in r["builtins"]
    assert (tmp_path / "README.md").read_text().startswith("---\n")


def test_damaged_case_is_named_and_the_others_still_export(tmp_path):
    root = tmp_path / "cases"
    shutil.copytree(SNAPSHOTS / "math", root / "math")
    victim = root / "math" / "math-000001.cu"
    victim.write_text(victim.read_text()[:500])  # truncated mid-file
    (root / "math" / "math-000002.json").write_text("{not json")
    summary = export(root, tmp_path / "out", run={})
    assert summary["rows"] == 1
    assert any("math-000001.cu" in e for e in summary["errors"])
    assert any("math-000002.json" in e for e in summary["errors"])
