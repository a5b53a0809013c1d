"""`make harvest RUN=...`: the package's own tests (or examples, or a script) run under the recorder,
supervised like imports, each file's result kept for a rerun.

This process never runs the package's code. Each file is one task for a fresh sandboxed worker
(``procs.Pool``, ``python -m harness.harvest.capture_worker``, one file per process: a test
suite leaves state behind), with a time limit for the run and another for making its cases, and
the memory watch. A worker names each test as it starts it: a test that crashes its process, hangs
past the time limit or takes too much memory is a finding (``test-crashed``, ``test-hung``,
``test-over-memory``) and the file runs again without it; so is a kernel whose case takes the
worker down while it is made (``crashed-in-codegen``, ...): up to ``MAX_TESTS_LOST`` of them a file,
so each costs only its own captures. Failing tests are counted and named; their launches are kept (the
kernel computed what it computed, whatever the test asserted afterwards).

A file's result (its tests' outcomes, the kernels it launched, their cases with their
launches) is one atomic write, ``OUT/capture-files/<digest of the path>.json``, marked with a key
of what makes it; its captured values are in the store (``OUT/captures``) before it is written.
A rerun takes the results whose key matches: a killed run, rerun, writes the same bytes. With a
time budget (``RUN_S``) no file is started once it is spent; the report says how many ran.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import dataclasses
import hashlib
import json
import shlex
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from harness import faults, outdir, procs
from harness.harvest.discovery import _NOT_MODULES
from harness.harvest.worker import PREFIX
from harness.validate import lto
from harness.validate.captured import STORE_DIR, NotReplayable, blob_path, read_blob, write_blob

WORK = "capture-files"  # OUT/capture-files/<digest>.json: one finished file each
CACHE = "capture-kernel-cache"  # OUT/capture-kernel-cache: the Warp kernel cache the run's workers share
CACHE_ENV = "HARNESS_CAPTURE_CACHE"
FAULT_POINT = "harvest.capture-written"  # harness/faults.py: after each file's result is written
MAX_TESTS_LOST = 4  # tests and kernels left out of a file (each took its worker down) before the file is lost
PROGRESS_EVERY = 5.0
# RUN_FILE_S: a test file's tests start until this many seconds passed without a kernel the file had
# not launched before, so a RUN_S budget reaches more of a suite (the later tests of a file mostly
# launch its first tests' kernels again) and a file whose tests keep launching new kernels (newton's
# test_examples, one example each) goes on, up to half the time limit and the RUN_S left.
FILE_S = 60.0
# RUN_TEST_S: a test that ran this many seconds without launching a kernel the file had not launched is
# cut short at its next launch (capture.Pace): newton's tests and examples step a simulation for tens of
# seconds after their last new kernel.
TEST_S = 15.0
NOT_STARTED = "not started: the file's budget spent"  # the count of a file's tests its budget left out
CUT_SHORT = "cut short: RUN_TEST_S without a new kernel"  # the count of a file's tests Pace ended


@dataclass(frozen=True)
class RunSpec:
    """What to run: ``tests`` (a package's test files), ``examples`` (its ``example_*.py`` files, as
    scripts with ``argv``), or one script (``path`` with ``argv``)."""

    kind: str
    argv: tuple[str, ...] = ()
    path: str = ""


def parse_run(text: str, argv: str = "") -> RunSpec:
    """``tests``, ``examples`` or ``<script.py> [args]``. Raises ValueError (one line)."""
    words = shlex.split(text)
    if words == ["tests"]:
        return RunSpec("tests")
    if words == ["examples"]:
        return RunSpec("examples", tuple(shlex.split(argv)))
    if words and words[0].endswith(".py") and Path(words[0]).is_file():
        return RunSpec("script", tuple(words[1:]), str(Path(words[0]).resolve()))
    raise ValueError(f"RUN {text!r}: expected tests, examples, or a .py script that exists, with its arguments")


def _locate(name: str, paths: list[str]) -> Path | None:
    """The file or folder of module ``name``, found on disk (nothing imported)."""
    import sys

    parts = name.split(".")
    for entry in [*paths, *(p for p in sys.path if p)]:
        base = Path(entry).joinpath(*parts)
        if base.is_dir():
            return base
        if base.with_suffix(".py").is_file():
            return base.with_suffix(".py")
    return None


def _is_test_file(path: Path) -> bool:
    return path.suffix == ".py" and (path.name.startswith("test_") or path.stem.endswith("_test"))


def files_to_run(spec: RunSpec, items: list[str], paths: list[str]) -> list[tuple[str, dict]]:
    """[(file, the worker's ``run``)] in a stable order."""
    if spec.kind == "script":
        return [(spec.path, {"kind": "script", "path": spec.path, "argv": list(spec.argv)})]
    found: list[Path] = []
    for item in items:
        where = Path(item) if Path(item).exists() else _locate(item, paths)
        if where is None:
            continue
        if where.is_file():
            found.append(where.resolve())  # a module named on its own: run it
            continue
        for path in sorted(where.rglob("*.py")):
            if "__pycache__" in path.parts or path.stem in _NOT_MODULES:
                continue
            wanted = _is_test_file(path) if spec.kind == "tests" else path.name.startswith("example_")
            if wanted:
                found.append(path.resolve())
    kind = "tests" if spec.kind == "tests" else "script"
    return [
        (str(p), {"kind": kind, "path": str(p), "argv": list(spec.argv)}) for p in _spread(list(dict.fromkeys(found)))
    ]


def _spread(files: list[Path]) -> list[Path]:
    """``files`` in an order where every prefix takes each folder's files in proportion to their number,
    and each folder's own files spread over its sorted list (``_stratified``), so a run stopped by RUN_S
    has sampled every part of the suite: not the folders that sort first, nor within a folder the names
    that sort first (a suite's file names cluster by topic: ``test_collision_*``, ``test_contact_*``)."""
    folders: dict[Path, list[Path]] = {}
    for path in sorted(files):
        folders.setdefault(path.parent, []).append(path)
    place = {}
    for folder, group in folders.items():
        for k, i in enumerate(_stratified(len(group))):
            place[group[i]] = ((k + 0.5) / len(group), str(folder))
    return sorted(files, key=lambda p: (*place[p], str(p)))


def _stratified(n: int) -> list[int]:
    """0..n-1 in bit-reversed order (van der Corput): each prefix of k is spread evenly over 0..n-1."""
    bits = max(1, (n - 1).bit_length())
    order = sorted(range(1 << bits), key=lambda i: int(f"{i:0{bits}b}"[::-1], 2))
    return [i for i in order if i < n]


class CaptureRun:
    def __init__(self, spec: RunSpec, items, paths, roots, out: Path, *, pool_args: dict, key: dict, options: dict):
        self.out = Path(out)
        self.work = self.out / WORK
        self.store = self.out / STORE_DIR
        self.files = files_to_run(spec, items, paths)
        self._order = {file: i for i, (file, _) in enumerate(self.files)}
        self.paths, self.roots = paths, roots
        self.time_limit = options["time_limit"]
        self.budget_s = options.get("budget_s") or 0.0
        self.file_s = options.get("file_s") or 0.0
        self.test_s = options.get("test_s") or 0.0
        self.limits = options["limits"]
        self.command = options["command"]
        self.jobs = max(1, options["jobs"])
        self.progress = options.get("progress", False)
        made = {**key, "run": asdict(spec), "limits": asdict(self.limits), "file_s": self.file_s, "test_s": self.test_s}
        self.key = hashlib.sha256(json.dumps(made, sort_keys=True).encode()).hexdigest()[:16]
        self.python = pool_args["python"]
        argv = [self.python, "-m", "harness.harvest.capture_worker"]
        # One Warp kernel cache for the run's workers: each file runs in a fresh process, and building
        # the package's modules again for each costs most of its time (newton's test_body_force: 151 s
        # cold, 41 s warm). Written and read by these sandboxes only, which all run FROM's code;
        # the harness's own processes never load from it. Removed once every file ran.
        self.cache = self.out / CACHE
        self.cache.mkdir(parents=True, exist_ok=True)
        pool = dict(pool_args["pool"])
        policy = pool["sandbox"]
        if policy is not None:
            # A script a user names runs from its own folder (its siblings importable), read-only.
            script = (str(Path(spec.path).parent),) if spec.kind == "script" else ()
            pool["sandbox"] = dataclasses.replace(
                policy, readable=(*policy.readable, *script), writable=(*policy.writable, str(self.cache))
            )
        pool["env"] = {**pool["env"], CACHE_ENV: str(self.cache)}
        self.pool = procs.Pool(argv, PREFIX, tasks_per_worker=1, **pool)
        # LTO builds a worker hands on (harness/warp_api/lto.py): a process of its own each, in the workers'
        # sandbox, with the memory one build needs
        self.lto = {"env": pool["env"], "sandbox": pool["sandbox"], "memory": procs.MemoryWatch(procs.LTO_BUILD_MB)}
        self.lto_asked, self._lock = 0, threading.Lock()
        self.results: dict[str, dict] = {}
        self.made: dict[str, list[str]] = {}  # file -> the case ids its result holds
        self.not_started: list[str] = []
        self.resumed = 0
        self.started = time.perf_counter()  # run_all's start: RUN_S counts from it

    def _result_path(self, file: str) -> Path:
        return self.work / (hashlib.sha1(file.encode()).hexdigest()[:16] + ".json")

    def _saved(self, file: str) -> dict | None:
        try:
            data = json.loads(self._result_path(file).read_text())
        except (OSError, ValueError):
            return None
        return data["result"] if data.get("key") == self.key and data.get("file") == file else None

    # ---- one file

    def _visit(self, file: str, run: dict) -> tuple[dict, bool]:
        saved = self._saved(file)
        if saved is not None:
            return saved, True
        lost: list[dict] = []  # tests, then kernels, that took a worker down: left out of the next run
        while True:
            tests = [t["where"] for t in lost if t["reason"].startswith("test-")]
            kernels = [t["where"] for t in lost if not t["reason"].startswith("test-")]
            # Each run of the file (again after a test took its worker down, too) stops starting tests at
            # half the time limit and at the RUN_S left then.
            stop_s = self._stop_s(time.perf_counter() - self.started)
            record, test = self._run_in({**run, "skip_kernels": kernels, "stop_s": stop_s}, tests)
            status = record.get("status")
            if status in ("crash", "timeout", "over-memory") and test and len(lost) < MAX_TESTS_LOST:
                if record.get("phase") == "codegen":  # making one kernel's case: the file again without it
                    reason = {"timeout": "hung", "over-memory": "over-memory"}.get(status, "crashed") + "-in-codegen"
                else:
                    reason = {"crash": "test-crashed", "timeout": "test-hung", "over-memory": "test-over-memory"}[
                        status
                    ]
                lost.append({"reason": reason, "where": test, "message": record.get("why", "")})
                continue
            break
        if record.get("status") != "ok":
            status = record.get("status")
            phase = record.get("phase", "run")
            reason = {"timeout": "hung", "over-memory": "over-memory"}.get(status, "crashed")
            reason = f"run-{reason}" if phase == "run" else f"{reason}-in-codegen"
            record = {"status": "ok", "tests": {}, "kernels": [], "cases": [], "blobs": [],
                      "failures": [{"reason": reason, "where": file, "message": record.get("why", "")}]}  # fmt: skip
        record["failures"] = lost + record.get("failures", [])
        data = {"key": self.key, "file": file, "result": record}
        outdir.write_atomic(self._result_path(file), (json.dumps(data, sort_keys=True) + "\n").encode())
        faults.point(FAULT_POINT, Path(file).name)
        return record, False

    def _run_in(self, run: dict, skip: list[str]) -> tuple[dict, str | None]:
        """(the worker's answer, the test it was running last). Values it captured are moved to the store."""
        worker = self.pool.acquire(fresh=True)
        own = worker.box.folder if worker.box else Path(tempfile.mkdtemp(prefix="harness-tmp-capture-"))
        blobs = Path(own) / "captured"
        task = {
            "run": {**run, "skip": skip, "file_s": self.file_s, "test_s": self.test_s},
            "paths": self.paths,
            "roots": self.roots,
            "command": self.command,
            "limits": asdict(self.limits),
            "blobs": str(blobs),
        }
        test, phase = None, "run"
        try:
            try:
                worker.send(task)
            except OSError:  # it died before reading its task
                record = {"status": "crash", "why": "the worker process died at start", "phase": phase}
                return record, None
            record = worker.next(self.time_limit)
            deadline = time.monotonic() + self.time_limit
            while record.get("status") == "test":
                test = record["test"]
                record = worker.next(max(0.0, deadline - time.monotonic()))
            if record.get("status") == "ran":
                phase, test = "codegen", None
                tests = record["tests"]
                deadline = time.monotonic() + self.time_limit
                record = worker.next(self.time_limit)
                while record.get("status") in ("at", "lto"):
                    if record["status"] == "at":  # the kernel whose case it makes: named if it goes down
                        test = record["kernel"]
                    else:  # its code generation needs an LTO build the worker has no memory for
                        seconds = max(1.0, deadline - time.monotonic())
                        why = self._build_lto(record["request"], record["folder"], seconds)
                        with contextlib.suppress(OSError):  # gone meanwhile: its next record says how
                            worker.send({"ran": why is None, "why": why})
                    record = worker.next(max(0.0, deadline - time.monotonic()))
                record["tests"] = tests
            if record.get("status") == "timeout":
                record["why"] = f"did not finish within {self.time_limit:.0f} s; its process was killed"
            if record.get("status") == "ok":
                record = self._take_blobs(record, blobs)
            record["phase"] = phase
        finally:
            self.pool.release(worker, healthy=False)
            if not worker.box:
                shutil.rmtree(own, ignore_errors=True)
        return record, test

    def _build_lto(self, request: dict, folder: str, seconds: float) -> str | None:
        """Run one LTO build (harness/validate/lto.py) in a process of its own that leaves its files in
        ``folder``, the asking worker's kernel cache: None once it ran (built, or refused by libmathdx),
        else why it did not finish."""
        with self._lock:
            self.lto_asked += 1
            ask = self.cache / ".lto-asks" / f"{self.lto_asked}.json"
        outdir.write_atomic(ask, json.dumps({"request": request, "folder": folder}).encode(), durable=False)
        child = lto.start_build(self.python, ask, self.lto["env"], self.lto["sandbox"])
        self.lto["memory"].add(child)
        timed_out = False
        try:
            child.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            child.kill()
            timed_out = True
        why = lto.why_not(child, self.lto["memory"].remove(child) is not None)
        ask.unlink(missing_ok=True)
        return f"did not finish within {seconds:.0f} s" if timed_out else why

    def _take_blobs(self, record: dict, blobs: Path) -> dict:
        """Move the values the result names into the store, each checked against its digest; a case
        whose values did not all arrive loses its launches (a finding, never a pass)."""
        bad = []
        for sha in record.get("blobs", ()):
            if blob_path(self.store, sha).exists():
                continue
            try:
                read_blob(blobs, sha)
            except NotReplayable as error:
                bad.append(str(error))
                continue
            write_blob(self.store, sha, blob_path(blobs, sha).read_bytes())
        if bad:
            record["failures"] = [*record.get("failures", []),
                                  {"reason": "capture-damaged", "where": "", "message": "; ".join(bad[:3])}]  # fmt: skip
            record["cases"] = []
        return record

    # ---- all files

    def run_all(self) -> None:
        started = self.started = time.perf_counter()
        last = started
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            pending = list(self.files)
            running: dict = {}
            while pending or running:
                while pending and len(running) < self.jobs:
                    file, run = pending.pop(0)
                    spent = time.perf_counter() - started
                    if self.budget_s and spent >= self.budget_s and self._saved(file) is None:
                        self.not_started.append(file)
                        continue
                    # The cases earlier files made (those finished): the harvest takes a kernel's case from the
                    # first file in order that made it, so a later file need not make it again. Which of them
                    # have finished changes this file's work, never the harvest's output.
                    earlier = [f for f, _ in self.files[: self._order[file]] if f in self.made]
                    known = sorted({c for f in earlier for c in self.made[f]})
                    running[pool.submit(self._visit, file, {**run, "known_cases": known})] = file
                if not running:
                    break
                finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in finished:
                    file = running.pop(future)
                    result, resumed = future.result()
                    # The case files stay on disk (OUT/capture-files) until assembled: memory stays bounded.
                    self.results[file] = {k: v for k, v in result.items() if k != "cases"}
                    self.made[file] = [case["case_id"] for case in result.get("cases", ())]
                    self.resumed += resumed
                now = time.perf_counter()
                if self.progress and (now - last >= PROGRESS_EVERY or not (pending or running)):
                    last = now
                    self._progress(now - started)
        self.pool.close()
        self.lto["memory"].close()
        if not self.not_started:
            shutil.rmtree(self.cache, ignore_errors=True)

    def _stop_s(self, spent: float) -> float:
        """Seconds after which no test of a file started now starts (0: none): with RUN_FILE_S, half the
        time limit (the running test then has the other half), and never past RUN_S."""
        limits = [self.time_limit / 2] if self.file_s else []
        limits += [max(1.0, self.budget_s - spent)] if self.budget_s else []
        return min(limits, default=0.0)

    def _progress(self, seconds: float) -> None:
        done, total = len(self.results), len(self.files)
        ran = done - self.resumed
        rate = ran / seconds if seconds > 0 else 0.0
        left = f", ~{(total - done) / rate:.0f} s left" if rate > 0 and total > done else ""
        resumed = f" ({self.resumed} resumed)" if self.resumed else ""
        kernels = len({k["case_id"] for r in self.results.values() for k in r.get("kernels", ())})
        print(f"capture: {done}/{total} files{resumed}, {kernels} kernels launched, {rate:.2f} files/s{left}",
              flush=True)  # fmt: skip

    def ordered(self):
        """The files' whole results in the order of ``files`` (a stable order, whatever order they
        finished in), each read back from its file when its turn comes."""
        for file, _ in self.files:
            if file in self.results:
                yield file, self._saved(file) or self.results[file]
