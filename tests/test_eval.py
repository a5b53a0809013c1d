"""``make eval`` (harness/eval): the predictions contract, the canonical form, and the ladder run
end to end on a tiny dataset exported from the committed goldens."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.eval import baselines, cli, contract
from harness.eval.rows import read_rows
from harness.export.writer import export
from harness.generate import snapshot
from harness.generate.canonical import hashed_names, mask_hashes, normalised, restore_hashes

SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)
CASES = ("arithmetic/arithmetic-000000", "arithmetic/arithmetic-000001", "function/function-000000")
ROW = "arithmetic-000000"


@pytest.fixture(scope="session")
def dataset(tmp_path_factory) -> Path:
    """Three goldens exported as a `make dataset` folder, every row in the test split."""
    return _export(tmp_path_factory.mktemp("eval-dataset"), CASES)


def _export(out: Path, cases: tuple[str, ...]) -> Path:
    """The goldens ``cases`` (family/case id) exported as a `make dataset` folder, every row in the test split."""
    for case in cases:
        folder = out / "cases" / case.split("/")[0]
        folder.mkdir(parents=True, exist_ok=True)
        for path in SNAPSHOTS.glob(f"{case}.*"):
            shutil.copy(path, folder / path.name)
    export(out / "cases", out, {}, splits="0/0/100", plots=False)
    return out


def _eval(dataset: Path, out: Path, predictions: str, *extra: str) -> dict:
    args = cli.parser().parse_args(
        ["--predictions", predictions, "--dataset", str(dataset), "--out", str(out), "--jobs", "1", *extra]
    )
    return cli.run(args, log=lambda line: None)


# --------------------------------------------------------------------------- contract and canonical form


def test_contract_reports_bad_lines_and_keeps_the_rest():
    lines = [
        json.dumps({"id": "a", "target": "cpu_forward", "k": 0, "code": "x"}),
        "{not json",
        json.dumps({"id": "a", "code": "x"}),
        json.dumps({"id": "a", "target": "gpu_forward", "code": "x"}),
        json.dumps({"id": "zzz", "target": "cpu_forward", "code": "x"}),
        json.dumps({"id": "a", "target": "cpu_forward", "k": -1, "code": "x"}),
        json.dumps({"id": "a", "target": "cpu_forward", "k": 0, "code": "y"}),
        "",
        json.dumps({"id": "a", "target": "cuda_backward", "code": "z"}),
    ]
    predictions, problems = contract.parse(lines, {"a"})
    assert [(p.id, p.target, p.k, p.code) for p in predictions] == [
        ("a", "cpu_forward", 0, "x"),
        ("a", "cuda_backward", 0, "z"),
    ]
    assert [p.split(":")[0] for p in problems] == ["line 2", "line 3", "line 4", "line 5", "line 6", "line 7"]
    assert "not JSON" in problems[0] and "'target'" in problems[1] and "unknown target" in problems[2]
    assert "unknown id" in problems[3] and "'k'" in problems[4] and "repeats" in problems[5]


def test_hashes_are_masked_and_restored():
    unit = "struct wp_args_saxpy_2f51673c {};\nvoid saxpy_2f51673c_cpu_kernel_forward() { S0_19f09207 s; }"
    names = hashed_names(unit)
    assert names == {"wp_args_saxpy": "2f51673c", "saxpy": "2f51673c", "S0": "19f09207"}
    predicted = "void saxpy_0badf00d_cpu_kernel_forward() { S0_xxxxxxxx s; var_12345 = 1; }"
    assert (
        restore_hashes(predicted, names) == "void saxpy_2f51673c_cpu_kernel_forward() { S0_19f09207 s; var_12345 = 1; }"
    )
    assert mask_hashes(unit).count("xxxxxxxx") == 3
    assert normalised("a  =\n b;   // x  <L 7>\n") == normalised("a = b; // x") != normalised("a = c; // x")


# --------------------------------------------------------------------------- the ladder, end to end


@pytest.fixture(scope="module")
def oracle_run(dataset, tmp_path_factory) -> tuple[dict, Path]:
    out = tmp_path_factory.mktemp("eval-oracle")
    return _eval(dataset, out, "oracle"), out


def test_oracle_scores_every_row(oracle_run):
    summary, tmp_path = oracle_run
    assert summary["excluded_rows"]["count"] == 0
    assert summary["headline"]["pass_rate"] == 1.0 and summary["headline"]["units"] == 6  # 3 rows x 2 CPU targets
    for target, v in summary["per_target"].items():
        assert v["pass_rate"] == 1.0 and v["exact_match"] == 1.0, target
        assert v["steps"]["built"] == 1.0, target
    assert summary["per_target"]["cuda_forward"]["steps"]["ran"] == "skipped"
    assert (tmp_path / "report.md").read_text().count("**Functional pass rate: 100.0%**") == 1
    first = (tmp_path / "report.json").read_bytes()
    assert json.loads(first)["per_family"] == {
        "arithmetic": {"pass_rate": 1.0, "units": 4},
        "function": {"pass_rate": 1.0, "units": 2},
    }
    assert json.loads(first)["per_kind"] == {
        "generated": {"pass_rate": 1.0, "units": 6},
        "real": {"pass_rate": None, "units": 0},
    }
    assert "## Generated vs real rows" in (tmp_path / "report.md").read_text()


def test_the_report_is_byte_identical_across_runs(dataset, oracle_run, tmp_path):
    _, first = oracle_run
    _eval(dataset, tmp_path, "oracle")
    for name in ("report.md", "report.json", "results.jsonl"):
        assert (tmp_path / name).read_bytes() == (first / name).read_bytes(), name


def _crash(code: str) -> str:
    at = code.index("{", code.index("_cpu_kernel_forward("))
    return code[: at + 1] + "\n    *(volatile int*)0 = 0;" + code[at + 1 :]


@pytest.fixture(scope="module")
def variants(dataset, tmp_path_factory):
    """One run over variants of a row's cpu_forward (samples k = 0..5), a bad line and an unknown id."""
    row = next(r for r in read_rows(dataset) if r.id == ROW)
    code = row.code["cpu_forward"]
    assert "wp::add(" in code and "var_2" in code
    renamed = re.sub(r"\bvar_(\d+)\b", r"local_\1", code).replace("    ", "\t").replace(";\n", ";\n\n")
    spaced = re.sub(r"_[0-9a-f]{8}_cpu", "_xxxxxxxx_cpu", code).replace("    ", "  ").replace(" <L ", "  <L ")
    samples = [
        code,
        code.replace("wp::add(", "wp::sub(", 1),  # one operator changed
        renamed,  # reformatted, locals renamed
        code.replace("wp::add(", "wp::add((", 1),  # does not compile
        _crash(code),  # kills its process
        spaced,  # whitespace and the hash only
    ]
    lines = [contract.line(contract.Prediction(ROW, "cpu_forward", k, c)) for k, c in enumerate(samples)]
    lines.insert(2, "{this is not json\n")
    lines.append(json.dumps({"id": "nosuch-000000", "target": "cpu_forward", "code": code}) + "\n")
    path = tmp_path_factory.mktemp("eval-variants") / "predictions.jsonl"
    path.write_text("".join(lines))
    out = path.parent / "out"
    summary = _eval(dataset, out, str(path))
    results = {r["k"]: r for r in map(json.loads, (out / "results.jsonl").read_text().splitlines())}
    return summary, results


def test_a_changed_operator_runs_but_computes_other_outputs(variants):
    _, results = variants
    assert results[0]["passed"] and results[0]["exact_match"]
    r = results[1]
    assert r["built"] is True and r["ran"] is True and r["outputs_equal"] is False and not r["passed"]
    assert r["kind"] == "mismatch" and "input set" in r["message"]


def test_reformatted_and_renamed_code_computes_the_same(variants):
    _, results = variants
    r = results[2]
    assert r["outputs_equal"] is True and r["passed"]
    assert not r["exact_match"] and not r["normalised_match"]
    s = results[5]
    assert s["passed"] and not s["exact_match"] and s["normalised_match"]


def test_code_that_does_not_compile_is_not_built(variants):
    _, results = variants
    r = results[3]
    assert r["built"] is False and r["ran"] is None and r["kind"] == "compile_error"
    assert "error: expected ')'" in r["message"] and "spliced.cpp" in r["message"]


def test_a_crash_fails_that_prediction_alone(variants):
    _, results = variants
    r = results[4]
    assert r["built"] is True and r["ran"] is False and r["kind"] == "crash", r
    assert results[5]["passed"]  # the sample after the crash was scored by a new worker


def test_bad_lines_are_reported_and_the_run_goes_on(variants):
    summary, results = variants
    assert sorted(results) == [0, 1, 2, 3, 4, 5]
    lines = summary["problems"]["lines"]
    assert len(lines) == 2 and lines[0].startswith("line 3: not JSON") and "unknown id" in lines[1]
    # pass@k over the row's 6 samples (3 pass); the other rows had no prediction: 0
    assert summary["pass_at_k"]["1"] == pytest.approx(0.5 / 3, abs=1e-6)
    assert summary["pass_at_k"]["5"] == pytest.approx(1 / 3, abs=1e-6)


def test_retrieval_takes_the_nearest_other_row_with_its_names_substituted(dataset):
    rows = read_rows(dataset)
    predictions = baselines.retrieval(rows, rows, ("cpu_forward",))
    by_id = {p.id: p for p in predictions}
    assert set(by_id) == {r.id for r in rows}
    row = next(r for r in rows if r.id == ROW)
    assert ROW.replace("-", "_") in by_id[ROW].code and "arithmetic_000001" not in by_id[ROW].code
    assert by_id[ROW].code != row.code["cpu_forward"]
    assert baselines.nearest([row], rows)[ROW].id == "arithmetic-000001"


# --------------------------------------------------------------------------- hangs, pairs, signals


def test_a_hang_is_a_timeout_and_a_failing_pair_is_scored_alone(dataset, tmp_path, monkeypatch):
    """A forward and backward of one row are built together, and alone when one fails: the
    broken backward fails with its own compile error, its forward passes; a prediction that
    hangs at `ran` past --timeout fails there with the class `timeout`, the others go on."""
    rows = read_rows(dataset)
    paired = [r for r in rows if "{" in r.code["cpu_backward"]]  # rows whose Warp makes an adjoint
    assert paired
    broken, good = paired[0], (paired[1:2] or [None])[0]
    hang = next(r for r in reversed(rows) if r not in (broken, good))
    predictions = [
        contract.Prediction(broken.id, "cpu_forward", 0, broken.code["cpu_forward"]),
        contract.Prediction(broken.id, "cpu_backward", 0, broken.code["cpu_backward"].replace("{", "{ (", 1)),
        contract.Prediction(hang.id, "cpu_forward", 0, hang.code["cpu_forward"]),
    ]
    if good is not None:
        predictions += [contract.Prediction(good.id, t, 0, good.code[t]) for t in ("cpu_forward", "cpu_backward")]
    path = tmp_path / "predictions.jsonl"
    path.write_text("".join(contract.line(p) for p in predictions))
    monkeypatch.setenv("HARNESS_FAULT", f"eval@ran/{hang.id}:hang")
    _eval(dataset, tmp_path / "out", str(path), "--timeout", "10")
    lines = (tmp_path / "out" / "results.jsonl").read_text().splitlines()
    results = {(r["id"], r["target"]): r for r in map(json.loads, lines)}
    assert results[(broken.id, "cpu_forward")]["passed"]
    r = results[(broken.id, "cpu_backward")]
    assert r["built"] is False and r["kind"] == "compile_error" and "spliced.cpp" in r["message"], r
    if good is not None:
        assert results[(good.id, "cpu_forward")]["passed"] and results[(good.id, "cpu_backward")]["passed"]
        assert results[(good.id, "cpu_backward")]["gradients_equal"] is True
    h = results[(hang.id, "cpu_forward")]
    assert h["failed"] == "ran" and h["kind"] == "timeout" and h["built"] is True and not h["passed"], h


@pytest.mark.parametrize(("fault", "kind", "what"), [("hang", "timeout", "hung"), ("crash", "crash", "crashed")])
def test_a_reference_that_hangs_costs_one_time_limit(dataset, tmp_path, monkeypatch, fault, kind, what):
    """Warp's own code hanging past --timeout (or killing its process) leaves its row out, and is
    not run again for each of the row's predictions (each would hang again, for the same record):
    one hang, not three. Each prediction's record says what happened to the reference."""
    row = next(r for r in read_rows(dataset) if r.id == ROW)
    path = tmp_path / "predictions.jsonl"
    path.write_text(
        "".join(contract.line(contract.Prediction(ROW, t, 0, row.code[t])) for t in ("cpu_forward", "cpu_backward"))
    )
    log = tmp_path / "points.log"
    monkeypatch.setenv("HARNESS_FAULT", f"eval@reference/{ROW}:{fault}")
    monkeypatch.setenv("HARNESS_FAULT_LOG", str(log))
    summary = _eval(dataset, tmp_path / "out", str(path), "--timeout", "5")
    assert log.read_text().count("eval") == 1  # the reference, once; no prediction reached a step
    assert summary["excluded_rows"]["count"] == 1
    lines = (tmp_path / "out" / "results.jsonl").read_text().splitlines()
    assert len(lines) == 2
    for line in lines:
        r = json.loads(line)
        assert r["failed"] == "spliced" and r["kind"] == kind and not r["passed"], r
        assert r["message"].startswith(f"not run: Warp's own code (the row's reference) {what} its worker ({kind}: "), r


def test_a_backward_a_registered_bug_says_never_returns_is_not_run(tmp_path_factory, tmp_path):
    """A row whose kernel takes a `return` inside a `while` (registered Warp bug
    warp-while-return-adjoint-hang: its backward never returns) is left out at once, with the
    registry's reason, instead of hanging its reference until --timeout kills it; its
    predictions' forward is scored against Warp's, their backward is not launched."""
    dataset = _export(tmp_path_factory.mktemp("eval-while-return"), ("control/control-000001",))
    row = read_rows(dataset)[0]
    assert row.id == "control-000001" and "while" in row.python_source and "{" in row.code["cpu_backward"]
    started = time.monotonic()
    summary = _eval(dataset, tmp_path / "out", "oracle", "--timeout", "60", "--targets", "cpu_forward,cpu_backward")
    assert time.monotonic() - started < 60  # no time limit spent
    why = (
        "Warp's own backward is not run: it hits the registered Warp bug warp-while-return-adjoint-hang (never returns)"
    )
    assert summary["excluded_rows"] == {"count": 1, "rows": {row.id: why}}
    assert summary["headline"]["units"] == 0
    lines = (tmp_path / "out" / "results.jsonl").read_text().splitlines()
    results = {r["target"]: r for r in map(json.loads, lines)}
    for r in results.values():
        assert r["skipped"]["reference"] == why and r["outputs_equal"] is True and not r["failed"], r
    backward = results["cpu_backward"]
    assert backward["gradients_equal"] is None
    assert "warp-while-return-adjoint-hang" in backward["skipped"]["gradients_equal"], backward


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_leaves_no_worker_running(dataset, tmp_path, sig):
    """SIGTERM or SIGINT while a worker is busy (hung): the run stops, the worker is killed."""
    log = tmp_path / "points.log"
    env = {**os.environ, "HARNESS_FAULT": f"eval@ran/{ROW}:hang", "HARNESS_FAULT_LOG": str(log)}
    argv = [sys.executable, "-m", "harness.eval", "--predictions", "oracle", "--dataset", str(dataset)]
    argv += ["--out", str(tmp_path / "out"), "--jobs", "1", "--targets", "cpu_forward"]
    # SIGINT as a terminal delivers it: a suite started in the background by a script (`make test &`)
    # hands its children SIGINT ignored, and Python then never raises KeyboardInterrupt.
    process = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        while not (log.exists() and log.read_text().count("eval") >= 3):  # spliced, built, ran: hung
            assert process.poll() is None and time.monotonic() < deadline, "the worker never reached `ran`"
            time.sleep(0.2)
        workers = _children(process.pid)
        assert workers
        process.send_signal(sig)
        output, _ = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 128 + sig, output
    assert f"stopped by {sig.name}" in output
    deadline = time.monotonic() + 10
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(w) for w in workers)
    assert not (tmp_path / "out" / "report.json").exists()
