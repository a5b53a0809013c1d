"""ENGINE=local: the snapshot tests (``tests/test_generate.py --golden-root OUT/cases``) in JOBS
pytest processes.

JOBS=1 (or 0) runs them in one process, its progress on the terminal. With more, every process
collects the same cases and claims them one by one as it goes (harness/engine/claims.py): the
balance of pytest-xdist's load scheduling without its controller, whose report traffic took CPU
from the workers on a small machine. The processes are supervised children (``harness/procs.py``),
each in a process group of its own and logging to a file. The driver prints progress every few
seconds and then each process's last line (or, for a process that stopped for another reason than
failing cases, its log's end).

With ``SHARD=i/N`` the tests collect only the shard's cases and the shard validates them on its
own: in ``OUT/.shards/<i>-of-<N>.<pid>@<host>/``, whose records are renamed into
``OUT/validation`` one by one, so concurrent shards never share a temporary file.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

from harness import outdir, procs
from harness.engine import claims, shards
from harness.engine.request import DatasetRequest
from harness.generate import layout
from harness.generate.golden import read_case
from harness.validate.ladder import record_is_current, validate_root

ROOT = Path(__file__).resolve().parent.parent.parent
_SHARD_DIR = re.compile(r"^\d+-of-\d+\.(?P<pid>\d+)@(?P<host>.+)$")


PROGRESS_S = 5.0
# Exit codes of a completed pytest run: 0, 1 (some cases failed: findings), 5 (nothing to collect).
COMPLETED = (0, 1, 5)


def generate(request: DatasetRequest, out: Path, ids: list[str], warp_facts: Path | None = None) -> int:
    """Generate the cases ``ids`` (the request's, its shard's) into OUT/cases; returns pytest's exit
    code (0, 1 and 5 are a completed run). ``warp_facts``: the file a process that used Warp writes
    its facts to (conftest's --warp-facts)."""
    cases, findings = out / "cases", out / "findings"
    pytest_args = [
        sys.executable, "-m", "pytest", "tests/test_generate.py",
        # no:unraisableexception: its garbage collections at the end of a process of many kernels
        # take time for exceptions in __del__ that no case's outcome depends on.
        # no:benchmark: pytest-benchmark's session start runs git, which no case needs.
        "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:xdist", "-p", "no:unraisableexception",
        "-p", "no:benchmark",
        f"--per-family={request.per_family}",
        f"--families={','.join(request.families)}",
        f"--kernel-size={request.kernel_size}",
        f"--golden-root={cases}",
        f"--findings={findings}",
        # --snapshot-disable-unused: a dataset folder has no unused goldens to report (resumed
        # cases are not collected), and finding them walked OUT/cases at the end of every process.
        "--snapshot-update", "--snapshot-disable-unused", "--resume", "--exit-fast",
        *([f"--warp-facts={warp_facts}"] if warp_facts else []),
    ]  # fmt: skip
    # The children share OUT's lock (pass_fds): it stays held while any of them runs.
    env, fds = {**outdir.child_env(), "PYTHONHASHSEED": "0"}, outdir.held_fds()
    todo = [c for c in ids if not layout.complete(cases, c)]
    count = min(request.jobs, len(todo))
    if count <= 1:  # one process, its progress on the terminal
        shard = [f"--shard={shards.label(request.shard)}"] if request.shard else []
        return subprocess.call(pytest_args + shard, cwd=ROOT, env=env, pass_fds=fds)
    return _in_processes(pytest_args, count, env, fds, out, todo)


def _in_processes(pytest_args: list[str], count: int, env: dict, fds: tuple, out: Path, todo: list[str]) -> int:
    """``count`` pytest processes claiming the cases of ``todo``; progress every PROGRESS_S; their
    exit codes combined."""
    path = outdir.temp_path(out / "claims")
    logs = [outdir.temp_path(out / f"generate-{j}.log") for j in range(count)]
    command = [*pytest_args, f"--claims={path}"]
    running: list[procs.Child] = []
    try:
        claims.write(path, claims.across_families(todo))
        for log in logs:
            running.append(procs.Child(command, env=env, log=log, pass_fds=fds, cwd=ROOT))
        finished = threading.Event()
        reporter = threading.Thread(target=_progress, args=(out, todo, count, finished), daemon=True)
        reporter.start()
        try:
            codes = [p.wait() for p in running]  # blocking: the export starts as soon as the last one ends
        finally:
            finished.set()
            reporter.join()
        for j, (child, code) in enumerate(zip(running, codes, strict=True)):
            tail = child.tail(1 if code in COMPLETED else 20, keep=str.strip) or f"exit code {code}"
            print(f"process {j + 1}/{count}: {tail}", flush=True)
    finally:
        for child in running:
            child.terminate()  # those still running: the driver was interrupted
        for temporary in (path, *logs):
            temporary.unlink(missing_ok=True)
    failed = [c for c in codes if c not in COMPLETED]
    if failed:
        return failed[0]
    return 1 if 1 in codes else (5 if all(c == 5 for c in codes) else 0)


def _progress(out: Path, todo: list[str], count: int, finished: threading.Event, log=None) -> None:
    """Every PROGRESS_S until ``finished``: cases done, rate, time left, each line to ``log``
    (default: printed)."""
    log = log or _say
    start, pending = time.time(), todo
    while not finished.wait(PROGRESS_S):
        pending = [c for c in pending if not layout.complete(out / "cases", c)]  # a case once complete stays so
        done = len(todo) - len(pending)
        rate = done / (time.time() - start)
        left = f", ~{(len(todo) - done) / rate:.0f} s left" if rate > 0 else ""
        log(f"generated {done}/{len(todo)} cases in {count} processes, {rate:.1f} cases/s{left}")


def _say(line: str) -> None:
    print(line, flush=True)


def exit_now(code: int) -> None:
    """End this process once everything is written and closed: the exit handlers run (temporary
    folders, Warp's cache), then the process ends without tearing down its modules one by one
    (Warp, numpy, pyarrow, a generating process's test items), which takes a noticeable part of a
    short run. ``make dataset``'s driver and its generating processes (conftest's --exit-fast)."""
    atexit._run_exitfuncs()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def validate_shard(shard: tuple[int, int], out: Path, case_ids: list[str], jobs: int, options) -> dict | None:
    """Validate the shard's complete cases; records land in OUT/validation (renamed, atomic)."""

    work = out / ".shards" / f"{shard[0]}-of-{shard[1]}.{os.getpid()}@{outdir.HOST}"
    clear_dead(out / ".shards")
    vdir = out / "validation"
    try:
        for cid in case_ids:
            if not layout.complete(out / "cases", cid):
                continue
            source = out / "cases" / layout.folder(cid)
            view = work / "cases" / layout.folder(cid)
            view.mkdir(parents=True, exist_ok=True)
            for path in source.glob(f"{cid}.*"):
                (view / path.name).symlink_to(path)
            record = vdir / f"{cid}.json"
            if record.exists() and record_is_current(record, read_case(source / f"{cid}.json"), options):
                (work / "validation").mkdir(parents=True, exist_ok=True)
                shutil.copyfile(record, work / "validation" / record.name)  # validate_root keeps it
        if not (work / "cases").exists():
            return None
        summary = validate_root(work / "cases", work, jobs=jobs, options=options)
        vdir.mkdir(parents=True, exist_ok=True)
        for record in sorted((work / "validation").glob("*.json")):
            os.replace(record, vdir / record.name)
        return summary
    finally:
        shutil.rmtree(work, ignore_errors=True)
        with contextlib.suppress(OSError):
            work.parent.rmdir()  # the last shard out removes .shards


def clear_dead(folder: Path) -> None:
    """Remove the shard folders of processes on this host that no longer run."""
    if not folder.is_dir():
        return
    for entry in folder.iterdir():
        match = _SHARD_DIR.match(entry.name)
        if match and match["host"] == outdir.HOST and not outdir.alive(int(match["pid"])):
            shutil.rmtree(entry, ignore_errors=True)
