"""Output safety: one OUT and several writers, SIGKILL at any point, one-line file system errors.

Runs are small (one case per family, JOBS=0: no xdist workers) and go through
`python -m harness.dataset`; the make targets are run only where their own lines are checked.
"""

from __future__ import annotations

import errno
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness import compiled_headers, faults, outdir
from harness.generate import snapshot

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)
SMALL = ["--per-family", "1", "--families", "arithmetic,control", "--validate", "0", "--jobs", "0"]
# The kill test's run: one case through every phase, the validation ladder included.
LADDER = ["--per-family", "1", "--families", "arithmetic", "--validate", "1", "--jobs", "0"]
SEED = int(os.environ.get("OUTPUT_SAFETY_SEED", "19"))


def dataset(out: Path, args: list[str], env: dict | None = None, log: Path | None = None) -> subprocess.Popen:
    """`make dataset` as a process group of its own (so a kill takes its children too)."""
    sink = open(log or os.devnull, "w")  # noqa: SIM115 (the child holds it)
    command = [sys.executable, "-m", "harness.dataset", *args, "--out", str(out)]
    proc = subprocess.Popen(
        command,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        stdout=sink,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    sink.close()
    return proc


def finish(proc: subprocess.Popen, timeout: float = 300) -> int:
    try:
        return proc.wait(timeout)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def outputs(out: Path) -> dict[str, bytes]:
    """What a user loads: the shards, the card, the plots."""
    files = [p for p in (out / "data").iterdir() if not p.name.startswith(".")]
    files += [out / "README.md", *sorted((out / "plots").glob("*.svg"))]
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(files)}


def leftovers(out: Path) -> list[str]:
    """Temporary files (and a lock) that a finished run must not leave (the validation driver's
    numbered plan, marker and log files are its own: reused by the next validation)."""
    found = (p.relative_to(out) for p in out.rglob(".*") if p.is_file())
    return sorted(str(p) for p in found if not re.match(r"validation/\.(plan|marker|worker)-\d+\.", str(p)))


# ----------------------------------------------------------------------------- one OUT, several writers


def test_two_runs_into_one_out_both_succeed_with_a_single_runs_bytes(tmp_path):
    logs = [tmp_path / f"{n}.log" for n in ("single", "first", "second")]
    single = dataset(tmp_path / "single", SMALL, log=logs[0])
    together = [dataset(tmp_path / "x", SMALL, log=log) for log in logs[1:]]
    codes = [finish(p) for p in (single, *together)]
    texts = [log.read_text() for log in logs]
    assert codes == [0, 0, 0], texts
    # One of the two found OUT held, named its holder and waited; then it found every case complete.
    waited = [i for i in (0, 1) if "waiting for it to finish" in texts[1 + i]]
    assert len(waited) == 1, texts
    text, holder = texts[1 + waited[0]], together[1 - waited[0]]
    assert f"is in use by pid {holder.pid} on host {outdir.HOST} (make dataset, since " in text
    assert "passed" not in text.split("waiting for it to finish", 1)[1]  # nothing generated again
    assert outputs(tmp_path / "x") == outputs(tmp_path / "single")
    assert leftovers(tmp_path / "x") == []


# Holds OUT's lock until killed (the hour is only a bound on a test that failed to kill it).
HOLD = "import sys, time\nfrom harness import outdir\nwith outdir.locked(sys.argv[1], command='holder'):\n    print('held', flush=True)\n    time.sleep(3600)\n"


def test_wait_0_exits_2_at_once_naming_the_holder(tmp_path):
    out = tmp_path / "x"
    out.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(out)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        result = subprocess.run(
            [sys.executable, "-m", "harness.dataset", *SMALL, "--out", str(out), "--wait", "0"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,  # a hang guard: a run that waited would wait for the holder's hour
        )
        # It ended while the lock was still held: it did not wait for the holder.
        assert holder.poll() is None
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()
    assert result.returncode == 2
    [line] = result.stderr.splitlines()
    assert line.startswith(f"make dataset: OUT {out.resolve()} is in use by pid {holder.pid} on host {outdir.HOST}")
    assert line.endswith(
        "(holder, since "
        + line.split("since ")[1].split(")")[0]
        + "); rerun when it has finished, or with WAIT=1 to wait"
    )
    assert result.stdout == ""
    assert sorted(p.name for p in out.iterdir()) == [".lock"]  # nothing written; the holder's lock


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_dead_processs_lock_is_cleared_a_live_ones_never(tmp_path):
    out = tmp_path / "x"
    out.mkdir()
    dead = _dead_pid()
    lock = out / outdir.LOCK_NAME
    lock.write_text(json.dumps({"pid": dead, "host": outdir.HOST, "command": "make dataset"}) + "\n")
    said: list[str] = []
    with outdir.locked(out, wait=False, log=said.append):
        assert json.loads(lock.read_text())["pid"] == os.getpid()
        with outdir.locked(out, wait=False):  # re-entrant
            pass
    assert said == [
        f"cleared a stale lock on OUT {out}: pid {dead} on host {outdir.HOST} (make dataset) no longer runs"
    ]
    assert not lock.exists()  # a clean release removes it

    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(out)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        with pytest.raises(outdir.Busy, match=f"in use by pid {holder.pid} on host"), outdir.locked(out, wait=False):
            pass
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()
    with outdir.locked(out, wait=False, log=said.append):  # its process died holding it: cleared
        pass
    assert said[-1].startswith(f"cleared a stale lock on OUT {out}: pid {holder.pid} ")


def test_temporary_files_of_dead_processes_are_cleared_a_live_ones_never(tmp_path):
    dead, live = _dead_pid(), os.getpid()
    names = {
        f".train-00000-of-00001.parquet.{dead}@{outdir.HOST}.partial": "dead",
        f".README.md.{live}@{outdir.HOST}.partial": "live",
        f".arithmetic-000000.json.tmp{dead}": "dead",
        f".arithmetic-000001.json.tmp{live}": "live",
        f".train-00001.parquet.{dead}@another-host.partial": "other host",
        ".train-00007.parquet.partial": "no pid",
        "train-00000-of-00001.parquet": "not temporary",
    }
    for name in names:
        (tmp_path / name).write_text("x")
    removed = {p.name for p in outdir.clear_stale(tmp_path)}
    assert removed == {n for n, kind in names.items() if kind == "dead"}
    # Under OUT's lock no other host writes there: the other host's and the pid-less names go too.
    removed = {p.name for p in outdir.clear_stale(tmp_path, all_hosts=True)}
    assert removed == {n for n, kind in names.items() if kind in ("other host", "no pid")}
    assert {p.name for p in tmp_path.iterdir()} == {n for n, kind in names.items() if kind in ("live", "not temporary")}


# ----------------------------------------------------------------------------- crashes at any point


def _kill_when(proc: subprocess.Popen, ready, delay: float, poll: float, timeout: float = 300) -> int:
    """SIGKILL the run's process group ``delay`` seconds after ``ready()`` holds; its exit status."""
    deadline = time.monotonic() + timeout
    while proc.poll() is None and time.monotonic() < deadline:
        if ready():
            time.sleep(delay)
            os.killpg(proc.pid, signal.SIGKILL)
            break
        time.sleep(poll)
    return finish(proc)


def test_sigkill_at_seeded_points_then_a_rerun_gives_a_clean_runs_bytes(tmp_path):
    """Kill `make dataset` in generation, validation, export (a shard half written, between the
    renames, over a finished dataset), plots and card; each killed run is the next one's rerun."""
    rng = random.Random(SEED)
    clean, out = tmp_path / "clean", tmp_path / "out"
    log = tmp_path / "checkpoints"
    # Without shared precompiled headers, here and in the run killed in validation, so the clean
    # run's validation time bounds where that kill lands.
    unshared = {compiled_headers.ENV: "off"}
    code = finish(dataset(clean, LADDER, env={faults.LOG_ENV: str(log), **unshared}, log=tmp_path / "clean.log"))
    assert code == 0, (tmp_path / "clean.log").read_text()
    validation_s = float(re.search(r"validated 1 case\(s\) in ([\d.]+) s", (tmp_path / "clean.log").read_text())[1])
    counts = {label: log.read_text().split().count(label) for label in ("export", "plots", "card")}
    assert counts["export"] >= 3 and counts["plots"] == 2 and counts["card"] == 1, counts
    expected = outputs(clean)

    def killed(phase: str, **how) -> None:
        text = tmp_path / f"{phase}-{len(list(tmp_path.glob(phase + '-*.log')))}.log"
        text.write_text("")
        if "at" in how:
            env = {faults.ENV: f"{phase}:crash:{how['at']}"}
            status = finish(dataset(out, LADDER, env=env, log=text))
        else:
            proc = dataset(out, LADDER, env={"PYTHONUNBUFFERED": "1", **how.get("env", {})}, log=text)
            status = _kill_when(proc, lambda: how["ready"](text), how["delay"], how["poll"])
        assert status == -signal.SIGKILL, f"{phase} {how}: exit {status}\n{text.read_text()}"

    def rerun() -> None:
        text = tmp_path / "rerun.log"
        assert finish(dataset(out, LADDER, log=text)) == 0, text.read_text()
        assert outputs(out) == expected, f"seed {SEED}"
        assert leftovers(out) == []

    cases = out / "cases" / "arithmetic"
    # Generation: as the case's first file appears (its others not yet written, most often).
    killed("generation", ready=lambda _: cases.exists() and any(cases.iterdir()), delay=0, poll=0.002)
    # Validation: a seeded time into the ladder's worker (load, compile, run, gradient check).
    killed(
        "validation",
        ready=lambda log: "validating 1 case" in log.read_text(),
        delay=rng.uniform(0, 0.9 * validation_s),
        poll=0.05,
        env=unshared,
    )
    first, second = rng.sample(range(1, counts["export"] + 1), 2)  # a shard half written, closed, renamed
    killed("export", at=first)
    killed("plots", at=rng.randint(1, counts["plots"]))
    killed("card", at=1)
    rerun()
    killed("export", at=second)  # over a finished dataset: it stays in place
    assert outputs(out) == expected
    rerun()


# ----------------------------------------------------------------------------- file system faults


def make(*args: str) -> subprocess.CompletedProcess:
    # -o: never remake .venv from here, whatever its stamp's age. Run as a user's top-level make,
    # also when the suite itself runs under `make test` (a sub-make prints "make[1]: ..." lines).
    env = {k: v for k, v in os.environ.items() if k not in ("MAKELEVEL", "MAKEFLAGS", "MFLAGS")}
    return subprocess.run(
        ["make", "-s", "-o", ".venv/.installed", *args], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env
    )


def _our_lines(text: str) -> list[str]:
    assert "Traceback" not in text
    return [line for line in text.splitlines() if not line.startswith("make: ***")]


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_dataset_into_a_file_says_so_in_one_line(tmp_path):
    target = tmp_path / "not-a-folder"
    target.write_text("mine")
    result = make("dataset", f"OUT={target}", "VALIDATE=0")
    assert result.returncode != 0
    assert _our_lines(result.stdout + result.stderr) == [
        f"make dataset: OUT {target} is a file, not a folder: name a folder (it is created if missing)"
    ]
    assert target.read_text() == "mine"


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_harvest_of_a_module_that_does_not_exist_says_so_and_fails(tmp_path):
    result = make("harvest", "FROM=no.such.module", f"OUT={tmp_path / 'h'}")
    assert result.returncode != 0
    assert _our_lines(result.stdout + result.stderr) == [
        "make harvest: FROM 'no.such.module': not found (no such file or folder, and no module of that name)"
    ]
    assert not (tmp_path / "h").exists()


def test_out_not_writable_is_one_line(tmp_path, monkeypatch, capsys):
    from harness import dataset

    out = tmp_path / "x"
    out.mkdir()
    if os.geteuid() != 0:
        out.chmod(0o555)
    else:  # root writes anywhere: refuse the first file written in OUT, its lock
        real_open = os.open

        def refuse(path, *args, **kwargs):
            if Path(path).parent == out:
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real_open(path, *args, **kwargs)

        monkeypatch.setattr(outdir.os, "open", refuse)
    try:
        assert dataset.main([*SMALL, "--out", str(out)]) == 2
    finally:
        out.chmod(0o755)
    captured = capsys.readouterr()
    assert captured.err == f"make dataset: OUT {out.resolve()} is not writable (permission denied)\n"
    assert list(out.iterdir()) == []


def _disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_in_the_export_names_the_file_and_leaves_the_dataset_as_it_was(tmp_path, monkeypatch):
    import pyarrow.parquet as pq

    from harness.export.writer import export

    out = tmp_path / "x"
    export(SNAPSHOTS, out, run={}, splits="100/0/0", plots=False)
    before = outputs_without_plots(out)
    monkeypatch.setattr(pq.ParquetWriter, "write_table", _disk_full)
    with pytest.raises(outdir.DiskFull) as caught:
        export(SNAPSHOTS, out, run={}, splits="100/0/0", plots=False)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"disk full writing {out / 'data'}/.train-00000.parquet.{os.getpid()}@")
    assert re.search(r"\.partial \(\d+ bytes written, [\d.]+ MiB more to write\): free some space and rerun", message)
    assert outputs_without_plots(out) == before and leftovers(out) == []


def outputs_without_plots(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted([*out.glob("data/*"), out / "README.md"])}


def test_a_full_disk_writing_the_card_leaves_nothing_partial(tmp_path, monkeypatch):
    target = tmp_path / "README.md"
    target.write_text("the previous card")
    monkeypatch.setattr(outdir.os, "fsync", _disk_full)
    with pytest.raises(outdir.DiskFull, match=r"disk full writing .*\.README\.md\.\d+@.*\.partial \(.*, 5\.0 KiB more"):
        outdir.write_atomic(target, b"x" * 5120)
    assert target.read_text() == "the previous card"
    assert [p.name for p in tmp_path.iterdir()] == ["README.md"]


def test_make_dataset_with_a_full_disk_is_one_line_and_exit_2(tmp_path, monkeypatch, capfd):
    import pyarrow.parquet as pq

    from harness import dataset

    out = tmp_path / "x"
    shutil.copytree(SNAPSHOTS / "arithmetic", out / "cases" / "arithmetic")  # complete: nothing to generate
    monkeypatch.setattr(pq.ParquetWriter, "write_table", _disk_full)
    assert dataset.main(["--per-family", "1", "--families", "arithmetic", "--validate", "0", "--jobs", "0",
                         "--out", str(out)]) == 2  # fmt: skip
    err = capfd.readouterr().err
    ours = [line for line in err.splitlines() if line.startswith("make dataset:")]
    assert len(ours) == 1 and ours[0].startswith(f"make dataset: disk full writing {out / 'data'}/."), err
    assert "Traceback" not in err
    assert leftovers(out) == [] and not list((out / "data").iterdir())
