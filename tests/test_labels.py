"""What a row says about itself: labels with one meaning each (harness/validate/labels.py), the
release a harvested row came from (package, package_version), and each code column's canonical
form, the one `make eval` compares (harness/generate/canonical.py)."""

import json
import re
import shutil
from importlib.metadata import version
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from harness.eval import report as eval_report
from harness.export.columns import CODE_COLUMNS, SCHEMA, VIEWS
from harness.export.writer import export
from harness.generate import canonical as canonical_module
from harness.generate import snapshot
from harness.generate.canonical import canonical, normalised
from harness.generate.golden import read_case
from harness.validate.labels import NOT_VALIDATED, ON_ADJOINT_COPY, PASS_ADJOINT_COPY, labels
from harness.validate.records import Options, fail, new_record, skip

SNAPSHOTS = snapshot.GoldenFile.root
NO_BACKWARD = "conditional-000000"  # a golden built with enable_backward=False, whose adjoint copy agrees


def _record(**changes) -> dict:
    record = new_record(read_case(SNAPSHOTS / "math" / "math-000000.json"), Options())
    return {**record, **changes}


def _rows(out: Path) -> dict[str, dict]:
    return {r["id"]: r for p in sorted((out / "data").glob("*.parquet")) for r in pq.read_table(p).to_pylist()}


# ----------------------------------------------------------------------------- labels


def test_a_row_not_validated_has_every_label_null_with_the_reason():
    out = labels(None)
    assert {k: v for k, v in out.items() if not k.endswith("_reason")} == dict.fromkeys(
        ("compiled_cpu", "compiled_cubin", "compiled_ptx", "ran_cpu", "stable", "gradcheck")
    )
    assert {k: v for k, v in out.items() if k.endswith("_reason")} == dict.fromkeys(
        ("compiled_cpu_reason", "compiled_cubin_reason", "compiled_ptx_reason", "ran_cpu_reason", "stable_reason",
         "gradcheck_reason"), NOT_VALIDATED)  # fmt: skip


def test_a_run_not_attempted_is_null_and_one_that_failed_is_false():
    # Harvested, inputs not described: the ladder skips the run (its record keeps ran_cpu false).
    record = _record(compiled_cpu=True, compiled_cubin=True, compiled_ptx=True,
                     gradcheck_reason="inputs not described: the kernel does not start with wp.tid()")  # fmt: skip
    skip(record, "run_cpu", "unsupported input: the spec has no launch dimensions")
    skip(record, "gradcheck", "not checked: the kernel could not be run", "note")
    out = labels(record)
    assert record["ran_cpu"] is False  # the record itself is left as the ladder wrote it
    assert (out["ran_cpu"], out["ran_cpu_reason"]) == (None, "unsupported input: the spec has no launch dimensions")
    assert (out["gradcheck"], out["gradcheck_reason"]) == (None, record["gradcheck_reason"])
    assert (out["stable"], out["stable_reason"]) == (None, "not measured: the kernel was not run")
    assert (out["compiled_cpu"], out["compiled_cpu_reason"]) == (True, None)

    failed = _record(compiled_cpu=True, compiled_cubin=True, compiled_ptx=True)
    fail(failed, "run_cpu", "nondeterministic: two runs on the same inputs differ in y")
    out = labels(failed)
    assert (out["ran_cpu"], out["ran_cpu_reason"]) == (
        False,
        "nondeterministic: two runs on the same inputs differ in y",
    )
    assert out["gradcheck"] is None and out["gradcheck_reason"].startswith("not checked: the kernel was not run")


def test_steps_after_a_failure_are_null_not_false():
    record = _record()
    fail(record, "load", "NameError: name 'wp' is not defined")
    out = labels(record)
    for label in ("compiled_cpu", "compiled_cubin", "compiled_ptx", "ran_cpu"):
        assert (out[label], out[f"{label}_reason"]) == (None, "not attempted: load failed"), label
    record = _record(compiled_cubin=True, compiled_ptx=True)
    fail(record, "compile_cpu", "error: expected ';'")
    out = labels(record)
    assert (out["compiled_cpu"], out["compiled_cpu_reason"]) == (False, "error: expected ';'")
    assert (out["ran_cpu"], out["ran_cpu_reason"]) == (None, "not attempted: compile_cpu failed")
    assert out["compiled_cubin"] is True and out["compiled_cubin_reason"] is None


def test_a_cubin_build_left_out_carries_its_reason_in_the_row():
    record = _record(compiled_cpu=True, compiled_cubin=None, compiled_ptx=None, ran_cpu=True, stable=True)
    skip(record, "compile_cubin", "not built: the validation process was over its memory limit", "memory")
    out = labels(record)
    assert out["compiled_cubin"] is None and out["compiled_ptx"] is None
    assert out["compiled_cubin_reason"] == "not built: the validation process was over its memory limit"
    assert out["compiled_ptx_reason"] == (
        "not attempted: compile_cubin was skipped (not built: the validation process was over its memory limit)"
    )


def test_the_gradient_label_says_whose_backward_was_checked():
    own = _record(ran_cpu=True, gradcheck="pass", gradcheck_reason="16 Jacobian entries agree (float32)")
    assert labels(own)["gradcheck"] == "pass"
    copy = _record(ran_cpu=True, gradcheck="pass", gradcheck_reason=f"16 Jacobian entries agree; {ON_ADJOINT_COPY}")
    assert labels(copy)["gradcheck"] == PASS_ADJOINT_COPY
    crashed = _record(ran_cpu=True)
    fail(crashed, "gradcheck", "timeout: the validation process was killed")
    assert labels(crashed)["gradcheck"] == "fail"


def test_the_export_labels_a_kernel_without_backward_checked_on_an_adjoint_copy(tmp_path):
    """A golden built with enable_backward=False, the record of its check on the adjoint copy: the
    row has no backward code, and its gradcheck is not plain `pass`."""
    root, vdir = tmp_path / "cases", tmp_path / "validation"
    shutil.copytree(SNAPSHOTS / "conditional", root / "conditional")
    vdir.mkdir()
    record = _record(case_id=NO_BACKWARD, compiled_cpu=True, compiled_cubin=True, compiled_ptx=True, ran_cpu=True,
                     stable=True, gradcheck="pass", gradcheck_reason=f"agree; {ON_ADJOINT_COPY}")  # fmt: skip
    (vdir / f"{NO_BACKWARD}.json").write_text(json.dumps(record))
    export(root, tmp_path / "out", run={}, splits="100/0/0", validation_dir=vdir, plots=False)
    row = _rows(tmp_path / "out")[NO_BACKWARD]
    assert row["cpu_backward"] == row["cuda_backward"] == "" and "no_backward" in row["tags"]
    assert row["gradcheck"] == PASS_ADJOINT_COPY
    card = (tmp_path / "out" / "README.md").read_text()
    assert f"| `gradcheck` | `{PASS_ADJOINT_COPY}` | 1 |" in card


@pytest.mark.slow
def test_the_ladder_checks_a_kernel_without_backward_on_its_adjoint_copy():
    from harness.validate.steps import validate_cases

    case = read_case(SNAPSHOTS / "conditional" / f"{NO_BACKWARD}.json")
    assert not case.piece("cpu", "backward")
    [record] = validate_cases([case]).values()
    out = labels(record)
    assert record["gradcheck"] == "pass" and out["gradcheck"] == PASS_ADJOINT_COPY, record["gradcheck_reason"]


# ----------------------------------------------------------------------------- canonical columns


@pytest.fixture(scope="module")
def golden_rows(tmp_path_factory):
    out = tmp_path_factory.mktemp("canonical")
    export(SNAPSHOTS, out, run={}, splits="100/0/0", plots=False)
    return _rows(out)


def test_canonical_columns_are_evals_normalisation_of_the_code_columns(golden_rows):
    assert eval_report.normalised is canonical_module.normalised  # the one implementation, imported by eval
    for r in golden_rows.values():
        for c in CODE_COLUMNS:
            assert r[f"{c}_canonical"] == canonical(r[c]), (r["id"], c)
            assert " ".join(r[f"{c}_canonical"].split()) == normalised(r[c])
            text = r[f"{c}_canonical"]
            assert "<L " not in text and not re.search(r"_[0-9a-f]{8}\b", text), (r["id"], c)
            assert not re.search(r"^\s*// \S+\.py:\d+\s*$", text, re.MULTILINE), (r["id"], c)
    helpers = [r["cpu_helpers"] for r in golden_rows.values() if re.search(r"// \S+-\d{6}\.py:\d+", r["cpu_helpers"])]
    assert helpers and all("// <python_source>" in canonical(h) for h in helpers)


def test_file_comments_keep_whose_code_it_is_and_lose_the_line():
    code = "// function-000001.py:12\nstatic float f_0(float x)\n// warp/_src/math.py:631\nstatic S_1a2b3c4d g()\n"
    assert canonical(code) == (
        "// <python_source>\nstatic float f_0(float x)\n// warp/_src/math.py\nstatic S_xxxxxxxx g()\n"
    )
    assert canonical("    // y = x  # c                     <L 7>\n") == "    // y = x  # c\n"


def test_canonical_task_views_select_existing_columns():
    for name in ("python_to_cuda_canonical", "python_to_cpu_canonical"):
        assert set(VIEWS[name]) <= set(SCHEMA.names)


# ----------------------------------------------------------------------------- provenance


def test_the_distribution_of_a_module_is_read_from_its_metadata():
    from harness.harvest.discovery import distribution_of, versions

    assert distribution_of("warp.examples.core.example_dem") == ("warp-lang", version("warp-lang"))
    assert distribution_of("no_such_top_level_module") is None
    found = versions(["warp.examples", "no_such_top_level_module"])
    assert set(found) == {"python", "warp-lang"} and found["warp-lang"] == version("warp-lang")


def test_a_harvested_row_names_its_package_release(tmp_path):
    """A module of warp.examples: the rows, run.json-like report and the card name warp-lang and
    the release importlib.metadata reports."""
    from harness import harvest

    report = harvest.harvest(["warp.examples.benchmarks.benchmark_graph_allocs"], tmp_path / "h", jobs=1)
    assert report.pairs and report.versions["warp-lang"] == version("warp-lang") and "python" in report.versions
    assert json.loads(report.to_json())["versions"] == report.versions
    export(tmp_path / "h" / "cases", tmp_path / "out", run={"versions": report.versions}, plots=False)
    rows = list(_rows(tmp_path / "out").values())
    assert rows and all((r["package"], r["package_version"]) == ("warp-lang", version("warp-lang")) for r in rows)
    card = (tmp_path / "out" / "README.md").read_text()
    assert f"| `warp-lang` | {version('warp-lang')} | {len(rows)} |" in card
    assert "### Provenance" in card and f"| `python` | {report.versions['python']} |" in card


def test_generated_rows_have_no_package(golden_rows):
    assert all(r["package"] is None and r["package_version"] is None for r in golden_rows.values())


def test_the_gradient_share_of_captured_cases_counts_each_that_ran_once_and_strictly(tmp_path):
    """``gradshare --captured``: over a harvest's validated cases with captured launches that ran and have a
    float input and a float output; strictly, a limitation counts only where a rewrite confirmed it."""
    from harness.tools import gradshare

    floats = {"args": [{"name": "x", "kind": "array", "dtype": "float", "role": "in"},
                       {"name": "y", "kind": "array", "dtype": "float", "role": "out"}]}  # fmt: skip
    cases = {  # id -> (record fields, spec)
        "a": ({"gradcheck": "pass", "gradcheck_reason": ""}, floats),
        "b": (
            {"gradcheck": "limitation", "gradcheck_reason": "known Warp limitation (confirmed by a rewrite): x"},
            floats,
        ),
        "c": (
            {
                "gradcheck": "limitation",
                "gradcheck_reason": "known Warp limitation (not confirmed by a rewrite): "
                "the kernel uses wp.tile_sort, which Warp documents as giving no gradient",
            },
            floats,
        ),
        "d": ({"gradcheck": "n/a", "gradcheck_reason": "unresolved: finite differences do not settle"}, floats),
        "e": ({"gradcheck": "pass", "gradcheck_reason": "", "inputs_origin": "described"}, floats),  # not captured
        "f": ({"gradcheck": "n/a", "gradcheck_reason": "", "ran_cpu": False}, floats),  # did not run
        "g": (
            {"gradcheck": "n/a", "gradcheck_reason": "integer outputs"},
            {"args": floats["args"][:1]},
        ),  # no float out
        "h": (  # Warp's names of captured types
            {"gradcheck": "pass", "gradcheck_reason": ""},
            {
                "args": [
                    {"name": "x", "kind": "array", "dtype": "vector(length=6, dtype=float32)", "role": "in"},
                    {"name": "n", "kind": "array", "dtype": "int32", "role": "out"},
                    {"name": "y", "kind": "array", "dtype": "transformf", "role": "inout"},
                ]
            },
        ),
        "i": (
            {"gradcheck": "n/a", "gradcheck_reason": "integer outputs"},
            {
                "args": [
                    {"name": "x", "kind": "array", "dtype": "vec3f", "role": "in"},
                    {"name": "n", "kind": "array", "dtype": "vec2i", "role": "out"},
                ]
            },
        ),
    }
    (tmp_path / "validation").mkdir()
    (tmp_path / "cases" / "harvested").mkdir(parents=True)
    for name, (fields, spec) in cases.items():
        record = {"case_id": f"harvested-{name}", "inputs_origin": "captured", "ran_cpu": True, **fields}
        (tmp_path / "validation" / f"harvested-{name}.json").write_text(json.dumps(record))
        (tmp_path / "cases" / "harvested" / f"harvested-{name}.json").write_text(json.dumps(spec))
    share = gradshare.measure(tmp_path, captured=True)
    assert (share.rows, share.counted, share.decisive, share.strict) == (7, 5, 4, 3)
    assert share.unconfirmed == {"wp.tile_sort": 1} and share.na == {"unresolved (finite differences do not settle)": 1}
    assert "strictly (a limitation only where a rewrite confirmed it): 3 of 5 (60.0%)" in gradshare.render(share)
    with pytest.raises(FileNotFoundError):
        gradshare.measure(tmp_path)  # not an export: no rows under data/
