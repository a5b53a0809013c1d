"""The `make dataset` driver: clear errors for bad variables, findings for rejected kernels, resume."""

import json
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "harness.dataset", *args], cwd=cwd, capture_output=True, text=True)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--families", "arithmetic,bogus"], "unknown family bogus; valid: arithmetic, math"),
        (["--per-family", "-3"], "-3 must be >= 0"),
        (["--per-family", "many"], "'many' is not an integer"),
        (["--jobs", "lots"], "expected 'auto' or a number"),
        (["--format", "xml"], "invalid choice: 'xml'"),
        (["--splits", "90/10"], "expected three numbers"),
        (["--holdout-families", "random,bogus"], "unknown held-out family bogus"),
        (["--shard-mb", "0"], "0 must be > 0"),
    ],
)
def test_bad_variables_get_a_one_line_error_listing_the_choices(args, message):
    result = run(*args, "--out", "/nonexistent/never-written")
    assert result.returncode == 2
    assert message in result.stderr


def test_small_run_exports_then_resumes_without_redoing_cases(tmp_path):
    out = tmp_path / "ds"
    # Generation, resume and export only: the validation stage has its own tests.
    first = run("--per-family", "2", "--families", "arithmetic vector", "--out", str(out), "--jobs", "0",
                "--splits", "100/0/0", "--validate", "0")  # fmt: skip
    assert first.returncode == 0, first.stdout + first.stderr
    shard = out / "data" / "train-00000-of-00001.parquet"
    rows = pq.read_table(shard).to_pylist()
    assert sorted(r["id"] for r in rows) == ["arithmetic-000000", "arithmetic-000001", "vector-000000", "vector-000001"]
    recorded = json.loads((out / "run.json").read_text())
    assert recorded["families"] == ["arithmetic", "vector"]
    # The command that reproduces the data, without the output folder: two folders, one card.
    assert recorded["command"] == "make dataset PER_FAMILY=2 FAMILIES=arithmetic,vector SPLITS=100/0/0 VALIDATE=0"
    card = (out / "README.md").read_text()
    assert f"`{recorded['command']}`" in card and str(tmp_path) not in card
    assert "dedup removed: 0 exact_source, 0 exact_generated, 0 structure" in first.stdout

    # Interrupted run: one case lost its completion marker; a rerun redoes only that case.
    (out / "cases" / "vector" / "vector-000001.json").unlink()
    before = (out / "cases" / "arithmetic" / "arithmetic-000000.cu").stat().st_mtime_ns
    second = run("--per-family", "2", "--families", "arithmetic,vector", "--out", str(out), "--jobs", "0",
                 "--splits", "100/0/0", "--validate", "0")  # fmt: skip
    assert second.returncode == 0, second.stdout + second.stderr
    assert "1 passed" in second.stdout
    assert (out / "cases" / "arithmetic" / "arithmetic-000000.cu").stat().st_mtime_ns == before
    assert pq.read_table(shard).num_rows == 4


def test_the_driver_imports_neither_warp_nor_pandas_and_records_warps_facts(tmp_path):
    """Warp's version and CUDA's availability come from the generating processes (Warp imported in
    the driver during generation took CPU from them); pyarrow's pandas is left out of the driver."""
    import warp

    out = tmp_path / "ds"
    args = ["--per-family", "1", "--families", "arithmetic,vector", "--out", str(out), "--jobs", "2", "--validate", "0"]
    traced = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "harness.dataset", *args], cwd=ROOT, capture_output=True, text=True
    )
    assert traced.returncode == 0, traced.stdout + traced.stderr
    imported = {
        line.rsplit("|", 1)[-1].strip() for line in traced.stderr.splitlines() if line.startswith("import time:")
    }
    assert "pyarrow" in imported  # the trace covers the export
    # (pyarrow's refused attempt at pandas is traced too; pandas itself would bring pandas.core)
    assert not {name for name in imported if name == "warp" or name.startswith(("warp.", "pandas."))}
    facts = json.loads((out / "run.json").read_text())
    assert facts["warp_version"] == warp.config.version and isinstance(facts["cuda_available"], bool)
    assert pq.read_table(out / "data" / "train-00000-of-00001.parquet").column("warp_version").to_pylist()[0] == (
        warp.config.version
    )

    # Every case resumed: no process used Warp, so the driver asks Warp itself.
    (out / "run.json").unlink()
    again = run(*args)
    assert again.returncode == 0, again.stdout + again.stderr
    assert json.loads((out / "run.json").read_text()) == facts


def test_a_harvest_keeps_its_provenance_in_run_json_and_the_card(tmp_path):
    """`make dataset HARVEST=...` records what the harvest found installed (Python, warp-lang, the
    harvested distribution) in run.json, as `make harvest` does; the card's provenance table lists it."""
    out = tmp_path / "ds"
    sample = ROOT / "tests" / "harvest_samples" / "good.py"
    result = run("--per-family", "0", "--families", "arithmetic", "--out", str(out), "--jobs", "1",
                 "--splits", "100/0/0", "--validate", "0", "--harvest", str(sample))  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    versions = json.loads((out / "harvest-report.json").read_text())["versions"]
    assert {"python", "warp-lang"} <= set(versions)
    assert json.loads((out / "run.json").read_text())["versions"] == versions
    rows = pq.read_table(out / "data" / "train-00000-of-00001.parquet").to_pylist()
    assert rows and all(r["family"] == "harvested" for r in rows)
    card = (out / "README.md").read_text()
    assert "Installed when the code was harvested" in card
    assert f"| `warp-lang` | {versions['warp-lang']} |" in card and f"| `python` | {versions['python']} |" in card
