"""Engines (harness/engine): shards, and the Ray engine against the local one, under faults.

The Ray tests share one local Ray instance (2 CPUs); each `make dataset ENGINE=ray` run joins it
through RAY_ADDRESS, as a driver joins a cluster.
"""

import itertools
import json
import logging
import os
import re
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from harness import faults
from harness.engine import claims, job_count, shards
from harness.generate import layout
from kernels import FAMILIES

ROOT = Path(__file__).resolve().parent.parent


def dataset(out: Path, *args: str, env: dict | None = None, **kwargs) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "harness.dataset", "--out", str(out), "--splits", "100/0/0", *args]
    return subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, env={**os.environ, **(env or {})}, timeout=600, **kwargs
    )


@pytest.mark.parametrize(
    ("text", "count"), [("auto", os.cpu_count() or 1), ("", os.cpu_count() or 1), ("0", 1), ("1", 1), ("3", 3)]
)
def test_jobs_resolve_alike_in_every_command(text, count):
    assert job_count(text) == count


@pytest.mark.parametrize(
    "command",
    [
        ["harness.dataset", "--per-family", "1"],
        ["harness.validate", "snapshots", "--out", "unused"],
        ["harness.campaign"],
        ["harness.tools.coverage", "--per-family", "1"],
        ["harness.hunt"],
    ],
)
@pytest.mark.parametrize("jobs", ["lots", "-1", "1.5"])
def test_bad_jobs_are_one_line(command, jobs):
    run = subprocess.run(
        [sys.executable, "-m", *command, "--jobs", jobs], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 2, run.stderr
    assert f"JOBS {jobs!r}: expected 'auto' or a number of processes" in run.stderr
    assert "Traceback" not in run.stderr


def files(out: Path) -> dict[str, bytes]:
    """What a run leaves in OUT, less its lock."""
    found = {}
    for path in sorted(out.rglob("*")):
        name = str(path.relative_to(out))
        if path.is_file() and name != ".lock":
            found[name] = path.read_bytes()
    return found


# --------------------------------------------------------------------------- shards


def test_shards_split_every_family_evenly_by_case_id():
    ids = layout.case_ids(list(FAMILIES), 7, "medium")
    parts = [shards.select(ids, (i, 3)) for i in range(3)]
    assert sorted(c for p in parts for c in p) == sorted(ids)  # disjoint and complete
    assert max(map(len, parts)) - min(map(len, parts)) <= 1
    for part in parts:
        per_family = Counter(c.rsplit("-", 1)[0] for c in part)
        assert set(per_family.values()) <= {2, 3}
    # A case's shard depends on its id only, not on the other cases of the run.
    more = shards.select(layout.case_ids(["math"], 20, "medium"), (1, 3))
    assert [c for c in parts[1] if c.startswith("math-")] == [c for c in more if int(c[-6:]) < 7]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--shard", "3/2"], "SHARD=3/2: need 0 <= i < N"),
        (["--shard", "half"], "expected i/N"),
        (["--engine", "spark"], "invalid choice: 'spark'"),
        (["--engine", "ray", "--validate", "0"], "RAY_ADDRESS=127.0.0.1:1: cannot reach the Ray cluster"),
    ],
)
def test_bad_engine_settings_get_a_one_line_error(args, message, tmp_path):
    result = dataset(tmp_path / "never", "--per-family", "1", *args, env={"RAY_ADDRESS": "127.0.0.1:1"})
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr


# --------------------------------------------------------------------------- local: processes claiming cases


def test_processes_claim_every_case_once(tmp_path):
    path = tmp_path / "claims"
    ids = [f"arithmetic-{i:06d}" for i in range(300)]
    claims.write(path, ids)
    assert claims.case_ids(path) == ids
    take = (
        "import sys\nfrom harness.engine import claims\ncounter = claims.Counter(sys.argv[1])\n"
        "while (n := counter.take()) < 300:\n    print(n)\n"
    )
    runs = [subprocess.Popen([sys.executable, "-c", take, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
            for _ in range(3)]  # fmt: skip
    taken = [[int(n) for n in run.communicate()[0].split()] for run in runs]
    assert sorted(n for part in taken for n in part) == list(range(300))  # each position once
    assert claims.taken(path) == 300 + 3  # and each process stopped at its first position past the end


def test_consecutive_claims_are_cases_of_different_families():
    """Processes claiming consecutive cases write into different family folders (one folder's lock
    would make them wait on each other); every case is claimed, each family's seeds in order."""
    ids = [f"{family}-{seed:06d}" for family in ("arithmetic", "atomic", "control") for seed in range(3)]
    ordered = claims.across_families(ids)
    assert sorted(ordered) == sorted(ids)
    assert all(a.rsplit("-", 1)[0] != b.rsplit("-", 1)[0] for a, b in itertools.pairwise(ordered))
    assert ordered[:3] == ["arithmetic-000000", "atomic-000000", "control-000000"]


def test_local_engine_in_two_processes_writes_what_one_process_writes(tmp_path):
    common = ("--per-family", "3", "--families", "arithmetic,control", "--validate", "0")
    one = dataset(tmp_path / "one", *common, "--jobs", "1")
    assert one.returncode == 0, one.stdout + one.stderr
    two = dataset(tmp_path / "two", *common, "--jobs", "2")
    assert two.returncode == 0, two.stdout + two.stderr
    assert files(tmp_path / "two") == files(tmp_path / "one")
    # "process j/2: <n> passed in ...", or "no tests ran" for a process that found every case claimed
    lines = [line for line in two.stdout.splitlines() if line.startswith("process ")]
    assert len(lines) == 2 and sum(int(m[1]) for m in map(re.compile(r": (\d+) passed").search, lines) if m) == 6
    assert not [p.name for p in (tmp_path / "two").iterdir() if p.name.endswith(".partial")]  # claims, logs removed
    again = dataset(tmp_path / "two", *common, "--jobs", "2")  # all complete: nothing to claim
    assert again.returncode == 0 and files(tmp_path / "two") == files(tmp_path / "one"), again.stdout


def test_a_generating_process_that_exits_fast_keeps_its_goldens_and_its_exit_status(tmp_path):
    """--exit-fast (make dataset's pytest processes) ends the process without tearing Python down,
    after the goldens are written and with pytest's exit status: 0, then 1 for a golden that differs."""
    command = [sys.executable, "-m", "pytest", "tests/test_generate.py", "-q", "-p", "no:cacheprovider",
               "-p", "no:xdist", "--per-family=1", "--families=arithmetic", f"--golden-root={tmp_path}", "--exit-fast"]  # fmt: skip
    written = subprocess.run([*command, "--snapshot-update"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert written.returncode == 0, written.stdout + written.stderr
    assert "1 passed" in written.stdout
    goldens = sorted(p.name for p in (tmp_path / "arithmetic").iterdir())
    assert goldens == [f"arithmetic-000000.{s}" for s in ("cpp", "cu", "json", "py")]
    with open(tmp_path / "arithmetic" / "arithmetic-000000.cpp", "a") as golden:
        golden.write("// edited\n")
    differs = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert differs.returncode == 1 and "1 failed" in differs.stdout, differs.stdout + differs.stderr


# --------------------------------------------------------------------------- Ray


@pytest.fixture(scope="module")
def ray_address():
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    yield ray.get_runtime_context().gcs_address
    ray.shutdown()


def test_ray_with_a_worker_killed_mid_run_equals_the_local_engine(ray_address, tmp_path):
    """Generation and validation; one worker is killed in the middle of a task, which Ray retries."""
    common = ("--per-family", "1", "--families", "arithmetic,vector", "--jobs", "2")
    local = dataset(tmp_path / "local", *common)
    assert local.returncode == 0, local.stdout + local.stderr
    kill = tmp_path / "kill-once"
    kill.touch()
    env = {"RAY_ADDRESS": ray_address, faults.ENV: "engine-task:crash", faults.ONCE_ENV: str(kill)}
    ray_run = dataset(tmp_path / "ray", *common, "--engine", "ray", env=env)
    assert ray_run.returncode == 0, ray_run.stdout + ray_run.stderr
    assert not kill.exists()  # a worker took the file and killed itself
    assert "2/2 cases done (0 failed)" in ray_run.stdout
    assert files(tmp_path / "ray") == files(tmp_path / "local")


def test_ray_driver_killed_loses_no_case_and_a_rerun_resumes_shards_too(ray_address, tmp_path):
    common = ("--per-family", "2", "--families", "arithmetic,vector", "--jobs", "2", "--validate", "0")
    local = dataset(tmp_path / "local", *common)
    assert local.returncode == 0, local.stdout + local.stderr
    expected = files(tmp_path / "local")
    env = {"RAY_ADDRESS": ray_address}

    # Killed (SIGKILL) just after writing its second case; the first two stay complete.
    out = tmp_path / "killed"
    killed = dataset(out, *common, "--engine", "ray", env={**env, faults.ENV: "engine-case:crash:2"},
                     start_new_session=True)  # fmt: skip
    assert killed.returncode == -signal.SIGKILL, killed.stdout + killed.stderr
    complete = sorted(p.stem for p in out.glob("cases/*/*.json"))
    assert len(complete) == 2
    for cid in complete:
        assert all((out / "cases" / layout.folder(cid) / f"{cid}.{s}").exists() for s in ("py", "cpp", "cu"))
    rerun = dataset(out, *common, "--engine", "ray", env=env)
    assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    assert "2 already complete" in rerun.stdout
    assert files(out) == expected

    # Two shards, one per engine, then a plain run that only exports.
    out = tmp_path / "shards"
    for shard, engine in (("0/2", "local"), ("1/2", "ray")):
        run = dataset(out, *common, "--shard", shard, "--engine", engine, env=env)
        assert run.returncode == 0, run.stdout + run.stderr
        assert not (out / "data").exists()
    before = {p: p.stat().st_mtime_ns for p in out.glob("cases/*/*")}
    plain = dataset(out, *common)
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert {p: p.stat().st_mtime_ns for p in out.glob("cases/*/*")} == before  # every case complete: export only
    assert files(out) == expected
    assert json.loads((out / "run.json").read_text()) == json.loads((tmp_path / "local" / "run.json").read_text())


def test_progress_reports_the_cases_done_until_the_processes_end(tmp_path, monkeypatch):
    """A line per period while the processes run (two awaited, not timed), none once they end."""
    import threading

    from harness.engine import local

    todo = ["arithmetic-000000", "arithmetic-000001", "vector-000000"]
    (tmp_path / "cases" / "arithmetic").mkdir(parents=True)
    (tmp_path / "cases" / "arithmetic" / "arithmetic-000001.json").write_text("{}")
    monkeypatch.setattr(local, "PROGRESS_S", 0.01)
    lines: list[str] = []
    two_lines = threading.Event()

    def log(line: str) -> None:
        lines.append(line)
        if len(lines) >= 2:
            two_lines.set()

    finished = threading.Event()
    reporter = threading.Thread(target=local._progress, args=(tmp_path, todo, 2, finished, log), daemon=True)
    reporter.start()
    assert two_lines.wait(timeout=300), lines  # a hang guard, far above any period
    finished.set()
    reporter.join(timeout=300)
    assert not reporter.is_alive()  # it ends with the processes: no line after this
    assert all(line.startswith("generated 1/3 cases in 2 processes") for line in lines), lines
