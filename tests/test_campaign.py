"""The cuda campaign's machinery (harness/campaign.py), checked without a GPU: normalisation of the
device's source, crash isolation, classes, the report, and a CPU-against-CPU run end to end."""

import json
import re
import shutil
import types
from pathlib import Path

import numpy as np
import pytest

from harness import campaign, warp_api
from harness.generate import layout, snapshot
from harness.generate.golden import read_case
from harness.validate import gpu, runtime

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)


def golden_path(case_id: str) -> Path:
    """A golden of the root in use (``gpu.golden_path`` reads the pinned snapshots/, the campaign's default)."""
    return SNAPSHOTS / layout.folder(case_id) / f"{case_id}.json"


def test_device_source_is_normalised_like_the_goldens():
    golden = read_case(golden_path("quaternion-000000")).modules["cuda"]  # calls a function of warp/_src/math.py
    assert re.search(r"// warp/_src/math\.py:\d+\n", golden)
    # What Warp writes on a machine where it is installed elsewhere: its absolute install path.
    device = golden.replace("// warp/_src/", f"// {warp_api.WARP_PARENT}/warp/_src/")
    assert device != golden and gpu.source_difference(device, golden) == ""
    changed = device.replace("wp::mul(", "wp::add(", 1)
    assert "differs from the golden at line" in gpu.source_difference(changed, golden)


def test_a_cuda_error_is_reported_with_its_code_and_phase():
    error = RuntimeError(
        "Failed to synchronize device cuda:0: Warp CUDA error 719: unspecified launch failure "
        "(in function wp_cuda_context_synchronize, warp.cu:2869)"
    )
    with pytest.raises(gpu.DeviceFault) as fault, gpu.phase("backward"):
        raise error
    assert str(fault.value) == "unspecified launch failure (719) in backward" and fault.value.code == 719
    with pytest.raises(ValueError), gpu.phase("forward"):  # anything else passes through unchanged
        raise ValueError("not a CUDA error")


def test_a_check_whose_process_dies_fails_that_check_only(tmp_path):
    records = campaign.run_isolated(tmp_path / "none" / "math-000009.json", ["source", "outputs"], "cpu")
    assert [(r["test"], r["status"], r["kind"]) for r in records] == [
        ("source", "failed", "crash"),
        ("outputs", "failed", "crash"),
    ]
    assert all("its process exited with status 1" in r["message"] for r in records)


def test_failures_are_classed(monkeypatch):
    bugs = [
        types.SimpleNamespace(id="mod", targets=("cpu", "cuda")),
        types.SimpleNamespace(id="local-atomic", targets=("cuda",)),
        types.SimpleNamespace(id="grouped-winding", targets=("cpu",)),
    ]
    fake = types.SimpleNamespace(BUGS=bugs, known_issues=lambda case: [], explaining=lambda ids, device, passes: ids)
    monkeypatch.setattr(campaign, "bugs", fake)
    cases = {
        # A bug both devices share gives both the same result: it explains no difference between them.
        "a-000001": campaign.Case("a-000001", None, [], {"known_issues": ["mod", "local-atomic"], "stable": True}),
        "b-000001": campaign.Case("b-000001", None, [], {"known_issues": [], "stable": False}),
        "c-000001": campaign.Case("c-000001", None, [], {"known_issues": [], "stable": True}),
        "d-000001": campaign.Case("d-000001", None, [], {"known_issues": ["mod"], "stable": True}),
        # A bug of the CPU alone explains a difference as well (the CPU is the one that is wrong).
        "e-000001": campaign.Case("e-000001", None, [], {"known_issues": ["grouped-winding"], "stable": True}),
    }
    records = [
        campaign.failure("gradients", "a-000001", "crash", "unspecified launch failure (719) in backward"),
        campaign.failure("outputs", "b-000001", "mismatch", "out0[1]: 1.0 vs 1.1"),
        campaign.failure("source", "b-000001", "mismatch", "differs at line 3"),
        campaign.failure("outputs", "c-000001", "mismatch", "out0[1]: 1.0 vs 1.1"),
        campaign.failure("outputs", "c-000001", "not comparable", "two runs on the device differ"),
        campaign.failure("source", "c-000001", "build", "CUDA kernel build failed with error code 6"),
        {"test": "gradients", "case": "c-000001", "status": "passed", "kind": "", "message": ""},
        campaign.failure("gradients", "d-000001", "mismatch", "x0[1]: 1.0 vs 1.1"),
        campaign.failure("outputs", "e-000001", "mismatch", "out0[0]: 0.39 vs -0.39"),
    ]
    campaign.classify(records, cases)
    assert [r.get("class") for r in records] == [
        "known Warp bug",
        "unstable",
        "mismatch",  # a source difference is never instability
        "mismatch",
        "not comparable",
        "build",
        None,
        "mismatch",  # "mod" breaks the CPU too
        "known Warp bug",
    ]
    assert records[0]["explained_by"] == ["local-atomic"] and records[-1]["explained_by"] == ["grouped-winding"]
    text = campaign.render_report(records, {"cases": "test", "device": "none"})
    assert "| known Warp bug | 2 | 2 |" in text and "| mismatch | 3 | 3 |" in text and "| total | 8 | 5 |" in text
    assert campaign.counts(records)["unstable"] == 1


def test_a_backward_that_a_registered_bug_makes_never_return_is_not_launched_and_is_a_known_bug(monkeypatch):
    """control-000001's backward never returns (warp-while-return-adjoint-hang): launching it cost a
    whole timeout per run, and the killed process was classed a crash."""

    def launched(*args, **kwargs):
        raise AssertionError("the backward was launched")

    monkeypatch.setattr(gpu, "input_gradients", launched)
    path = golden_path("control-000001")
    record = gpu.run_check(read_case(path), "gradients", "cpu")
    assert (record["status"], record["kind"]) == ("failed", "crash")
    assert record["explained_by"] == ["warp-while-return-adjoint-hang"]
    assert record["message"].startswith("not run: the backward launch never returns")
    campaign.classify([record], {"control-000001": campaign.Case("control-000001", path, ["gradients"])}, "cpu")
    assert record["class"] == "known Warp bug" and campaign.counts([record])["crash"] == 0
    # A case without such a bug still launches its backward.
    with pytest.raises(AssertionError, match="launched"):
        gpu.compare_gradients(read_case(golden_path("control-000002")), "cpu")


def test_without_a_gpu_every_check_is_skipped_with_the_reason_and_the_status_is_0(tmp_path, monkeypatch):
    monkeypatch.setattr(warp_api, "cuda_available", lambda: False)
    report = tmp_path / "report.md"
    assert campaign.main(["--report", str(report), "--jobs", "1"]) == 0
    records = [json.loads(line) for line in report.with_suffix(".jsonl").read_text().splitlines()]
    assert len(records) == sum(len(gpu.checks_of(json.loads(p.read_text()))) for p in gpu.SNAPSHOTS.glob("*/*.json"))
    assert {r["status"] for r in records} == {"skipped"} and {r["message"] for r in records} == {campaign.NO_DEVICE}
    assert f"{len(records)} checks: {campaign.NO_DEVICE}" in report.read_text()


@pytest.mark.slow
def test_campaign_runs_cpu_against_cpu_end_to_end(tmp_path):
    """The whole route (dataset folder, worker processes, records, report) with the CPU on both sides."""
    for case_id in ("math-000001", "atomic-000000"):
        folder = tmp_path / "out" / "cases" / case_id.rsplit("-", 1)[0]
        folder.mkdir(parents=True, exist_ok=True)
        for path in golden_path(case_id).parent.glob(f"{case_id}.*"):
            shutil.copy(path, folder)
    report = tmp_path / "report.md"
    argv = ["--cases", str(tmp_path / "out"), "--device", "cpu", "--jobs", "2", "--report", str(report)]
    assert campaign.main(argv) == 0, report.read_text()
    records = [json.loads(line) for line in report.with_suffix(".jsonl").read_text().splitlines()]
    assert sorted((r["case"], r["test"]) for r in records) == [
        ("atomic-000000", "atomics"),
        ("atomic-000000", "gradients"),
        ("atomic-000000", "outputs"),
        ("atomic-000000", "source"),
        ("math-000001", "gradients"),
        ("math-000001", "outputs"),
        ("math-000001", "source"),
    ]
    assert all(r["status"] == "passed" for r in records), records
    assert "| total | 0 | 0 |" in report.read_text()


@pytest.mark.slow
def test_a_mismatch_says_how_far_each_device_is_from_the_float64_copy():
    case = read_case(golden_path("control-000002"))
    with gpu.loaded(case) as k:
        host = runtime.draw_inputs(case.spec, k.kernel)
        cpu = gpu.run_outputs(k.kernel, case.spec, host, "cpu", k.block_dim)
    exact = gpu.float64_reference(case, host, gradients=False)
    assert exact["out0"].dtype == np.float64 and np.allclose(exact["out0"], cpu["out0"], rtol=1e-3)
    device = {"out0": cpu["out0"].copy()}
    e, c = float(exact["out0"][0]), float(cpu["out0"][0])
    device["out0"][0] = c + 3 * gpu.OUTPUT_TOL * max(1.0, abs(c))  # beyond the tolerance
    result = gpu.compare(cpu, device, gpu.OUTPUT_TOL, {})
    assert not result.ok and result.where == [["out0", [0]]]
    gpu.reference_note(result, cpu, device, exact)
    scale = max(1.0, abs(e))
    off_ref, off_dev = abs(c - e) / scale, abs(float(device["out0"][0]) - e) / scale
    assert result.reference == f"out0[0]: float64 {e:.7g}, reference off by {off_ref:.1e}, device off by {off_dev:.1e}"


@pytest.mark.slow
def test_engine_ray_sends_each_case_as_a_task_and_skips_with_the_reason_without_a_gpu(tmp_path):
    """ENGINE=ray: with --device cpu the case's checks run in a Ray task (no GPU asked for) and pass;
    on CUDA, a local Ray instance with no GPU runs nothing and says so, exit 0."""
    import subprocess
    import sys

    folder = tmp_path / "cases" / "math"
    folder.mkdir(parents=True)
    for path in golden_path("math-000001").parent.glob("math-000001.*"):
        shutil.copy(path, folder)
    base = [sys.executable, "-m", "harness.campaign", "--engine", "ray", "--cases", str(tmp_path / "cases")]
    base += ["--jobs", "2"]
    ran = subprocess.run([*base, "--device", "cpu", "--report", str(tmp_path / "cpu.md")], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)  # fmt: skip
    assert ran.returncode == 0, ran.stdout[-2000:] + ran.stderr[-2000:]
    records = [json.loads(line) for line in (tmp_path / "cpu.jsonl").read_text().splitlines()]
    assert sorted(r["test"] for r in records) == ["gradients", "outputs", "source"]
    assert all(r["status"] == "passed" for r in records), records

    skipped = subprocess.run([*base, "--report", str(tmp_path / "gpu.md")], cwd=ROOT, capture_output=True,
                             text=True, timeout=600)  # fmt: skip
    assert skipped.returncode == 0, skipped.stdout[-2000:] + skipped.stderr[-2000:]
    records = [json.loads(line) for line in (tmp_path / "gpu.jsonl").read_text().splitlines()]
    assert len(records) == 3 and {r["status"] for r in records} == {"skipped"}
    assert all(r["message"].startswith("no GPU in the Ray cluster (CPU ") for r in records), records
    assert "every check skipped: no GPU in the Ray cluster" in skipped.stdout


def test_checks_run_in_workers_kept_between_cases_and_a_crash_retires_only_its_worker(tmp_path, monkeypatch):
    """The campaign's workers serve case after case (start-up once per process); a check whose
    worker dies fails as a crash and the case's next check runs in a fresh worker."""
    pool = campaign.worker_pool(tasks_per_worker=10)
    try:
        first = campaign.run_isolated(golden_path("math-000001"), ["source"], "cpu", pool=pool)
        [worker] = pool.idle
        second = campaign.run_isolated(golden_path("math-000002"), ["source"], "cpu", pool=pool)
        assert pool.idle == [worker] and worker.served == 2 and worker.poll() is None
        assert [r["status"] for r in first + second] == ["passed", "passed"], first + second
        # The process dies at its first check (HARNESS_FAULT in the worker's environment).
        pool.env = {**pool.env, "HARNESS_FAULT": "campaign@math-000003:crash"}
        pool.idle.clear()
        worker.close()
        records = campaign.run_isolated(golden_path("math-000003"), ["source", "outputs"], "cpu", pool=pool)
        assert [(r["test"], r["status"], r["kind"]) for r in records] == [
            ("source", "failed", "crash"),
            ("outputs", "failed", "crash"),  # the fault fires in every fresh worker for this case
        ]
        assert "before a result" in records[0]["message"]
    finally:
        pool.close()


def test_cases_not_begun_by_the_deadline_are_reported_not_run(tmp_path):
    folder = tmp_path / "cases" / "math"
    folder.mkdir(parents=True)
    for path in golden_path("math-000001").parent.glob("math-000001.*"):
        shutil.copy(path, folder)
    report = tmp_path / "report.md"
    argv = ["--cases", str(tmp_path / "cases"), "--device", "cpu", "--jobs", "1", "--report", str(report)]
    assert campaign.main([*argv, "--deadline", "1e-9"]) == 0
    records = [json.loads(line) for line in report.with_suffix(".jsonl").read_text().splitlines()]
    assert {(r["status"], r["message"]) for r in records} == {
        ("skipped", "not run: the campaign's --deadline of 0 s had passed")
    }
    assert len(records) == 3 and "3 checks: not run: the campaign's --deadline" in report.read_text()
