"""A capture worker: runs one test file (or example, or script) of a package on the CPU with the
recorder on every launch, then turns the kernels it launched into cases carrying their launches.

Started by harness/harvest/capture_run.py through ``procs.Pool`` (``python -m
harness.harvest.capture_worker``), one task per process, in a sandbox (harness/sandbox.py). A task
is one JSON line ``{"run": {"kind": "tests"|"script", "path", "argv"}, "paths", "roots",
"command", "limits", "blobs"}``; the answer is ``{"status": "ran", "tests": {...}}`` once the
run is over (a crash or hang before it is the file's), ``{"status": "at", "kernel"}`` lines
while cases are made, then ``{"status": "ok", "kernels": [...], "cases": [...], "blobs": [...]}``.
The captured values are written to the ``blobs`` folder the supervisor names (in this process's
own scratch), and only those the result names are taken from it, each checked against its name.

A kernel made at run time (by a factory, inside a test function, a generic kernel's overload
made by the launch) is harvested from the object the launch saw, with the values its closure
really holds (``codegen.make_case``), as the import walk harvests the kernels it finds.

A test may run the package's code in a Python process of its own (newton's ``test_examples`` runs each
example as ``sys.executable -m newton.examples...``). Such a child finds ``CHILD_SITE`` first on its
``PYTHONPATH``: its ``sitecustomize.py`` calls ``record_child``, which records the child's launches as
this process does and, when the child exits, makes its kernels' cases into the worker's ``children``
folder; the worker takes them after its own (``with_children``), in the order the children started.
A child that dies before it exits normally (killed, ``os._exit``) loses its own captures only.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import re
import runpy
import sys
import time
import warnings
from collections import Counter
from dataclasses import asdict
from pathlib import Path

from harness import outdir, procs, sandbox, warp_api
from harness.harvest.capture import Captured, CutShort, Limits, Pace, Recorder
from harness.harvest.capture_run import CACHE_ENV, CUT_SHORT, NOT_STARTED
from harness.harvest.codegen import Made, built_at, case_id_of, make_case, origin_of, original_code
from harness.harvest.discovery import _message
from harness.harvest.report import Failure
from harness.harvest.worker import PREFIX, _quietly, _under, at, kernel_name
from harness.validate.captured import blobs_of, write_blob

# A case that left the worker this many MB larger is followed by procs.give_back_memory: the next
# cases start from the tests' footprint, not from the largest case's.
GIVE_BACK_MB = 100.0

_UNITTEST = re.compile(r"^class \w+\((unittest\.)?TestCase\)", re.M)
_PROTOCOL: list = [None]  # the result lines' file, in a worker process (main)
_GUARD = sandbox.guard()
MAX_FAILED_NAMED = 5  # failing tests named in a file's result
CHILD_ENV = "HARNESS_CAPTURE_CHILD"  # in a Python process a test started: the worker's task file
CHILD_SITE = Path(__file__).parent / "child_site"  # first on such a process's PYTHONPATH


class _Outcomes:
    """A pytest plugin counting the run's tests by outcome, naming each test to the supervisor as it
    starts (a test that takes the process down is then known, and left out of the next run)."""

    def __init__(self, budget_s: float = 0.0, stop_s: float = 0.0, launched=lambda: 0, job=None):
        self.counts: Counter = Counter()
        self.failed: list[str] = []
        # RUN_FILE_S: no test of the file starts once this many seconds passed without a kernel it had
        # not launched before (0: none); nor once ``stop_s`` seconds of it passed (0: none)
        self.budget_s, self.stop_s = budget_s, stop_s
        self.launched = launched  # how many distinct kernels the file launched so far
        self.job = job  # its Pace cuts tests short (RUN_TEST_S); ``cuts()`` counts them, children's too
        self.cuts_before, self.cut = 0, False  # cuts when the running test started; it was cut
        self.started_at = self.new_kernel_at = time.monotonic()
        self.kernels_seen = 0
        self.session = None
        self.collected = self.started = 0

    def pytest_sessionstart(self, session):
        self.session = session
        self.started_at = self.new_kernel_at = time.monotonic()

    def pytest_collection_finish(self, session):
        self.collected = len(session.items)

    def pytest_runtest_logstart(self, nodeid, location):
        self.started += 1
        if self.job is not None:
            self.job.recorder.pace.restart()
            self.cuts_before, self.cut = self.job.cuts(), False
        if _PROTOCOL[0] is not None:
            procs.emit(PREFIX, {"status": "test", "test": nodeid}, _PROTOCOL[0])

    def pytest_runtest_logfinish(self, nodeid, location):
        if self.job is not None:
            self.job.recorder.pace.stop()
        if self.session is None:
            return
        now, seen = time.monotonic(), self.launched()
        if seen > self.kernels_seen:
            self.kernels_seen, self.new_kernel_at = seen, now
        if self.budget_s and now - self.new_kernel_at >= self.budget_s:
            self.session.shouldstop = f"RUN_FILE_S={self.budget_s:g} without a new kernel"
        elif self.stop_s and now - self.started_at >= self.stop_s:
            self.session.shouldstop = f"{self.stop_s:g} s spent"

    def not_started(self) -> int:
        """Tests the file's budget left unstarted."""
        return max(0, self.collected - self.started) if self.budget_s or self.stop_s else 0

    def pytest_collectreport(self, report):
        if report.failed:  # a test module that does not import: its tests never run
            self.counts["collection error"] += 1
            if len(self.failed) < MAX_FAILED_NAMED:
                self.failed.append(f"{report.nodeid} (collection: {_first_error_line(report)})")

    def pytest_runtest_logreport(self, report):
        if report.when == "call" or report.outcome != "passed":
            outcome = "error" if report.when != "call" and report.outcome == "failed" else report.outcome
            if report.outcome == "failed" and self.job is not None and self.job.cuts() > self.cuts_before:
                self.counts[CUT_SHORT] += not self.cut  # once a test, whichever of its phases failed first
                self.cut = True
                return
            self.counts[outcome] += 1
            if report.outcome == "failed" and len(self.failed) < MAX_FAILED_NAMED:
                self.failed.append(report.nodeid)


def _first_error_line(report) -> str:
    text = str(report.longrepr).splitlines()
    errors = [line[1:].strip() for line in text if line.startswith("E ")]
    return (errors[-1] if errors else text[-1] if text else "")[:200]


def run_tests(path: str, skip: list[str], base: str, budget_s: float = 0.0, stop_s: float = 0.0, launched=lambda: 0,
              job=None):  # fmt: skip
    """Run one test file with pytest, in this process: ``path`` as the import path spells it under its
    entry ``base`` (``_import_root``); no test starts once ``budget_s`` seconds passed without a new
    kernel (``launched()``, the distinct kernels launched so far, grew), nor once ``stop_s`` passed;
    a test the ``job``'s Pace cut short is counted so, not as failed."""
    import pytest

    outcomes = _Outcomes(budget_s, stop_s, launched, job)
    # Imported under its module's full name (newton._src.solvers.kamino.tests..., through packages
    # without __init__.py too), from the import path it lies on; the package's conftest.py files apply,
    # none above that path, and no ini file does.
    # pytest's own output capture, as a package's CI runs its tests: under -s, newton's tests that check
    # their output (unittest_utils.CheckOutput) fail on characters they did not print themselves.
    argv = [path, "-q", "-c", os.devnull, "--rootdir", base, "--confcutdir", base, "--import-mode=importlib"]
    argv += ["-o", "consider_namespace_packages=true", "-p", "no:cacheprovider", "-p", "no:xdist", "-p", "no:randomly"]
    argv += [f"--deselect={test}" for test in skip]
    if _UNITTEST.search(Path(path).read_text(errors="replace")):
        # unittest-style (Warp's and newton's): its module-level ``test_*(test, device)`` functions are
        # bodies its TestCase classes register, not tests of their own
        argv += ["-o", "python_functions="]
    code = pytest.main([*argv, "-W", "ignore"], plugins=[outcomes])
    failed = outcomes.counts["failed"] or outcomes.counts["error"] or outcomes.counts["collection error"]
    if outcomes.not_started():
        outcomes.counts[NOT_STARTED] = outcomes.not_started()
        if code == pytest.ExitCode.INTERRUPTED:  # stopped by the budget: the code of the tests that ran
            code = pytest.ExitCode.TESTS_FAILED if failed else pytest.ExitCode.OK
    if code == pytest.ExitCode.TESTS_FAILED and not failed:  # only tests cut short
        code = pytest.ExitCode.OK
    return {"exit_code": int(code), **dict(sorted(outcomes.counts.items())), "failed_tests": outcomes.failed}


def _import_root(path: str) -> tuple[str, str]:
    """(the longest entry of the import path that holds ``path``, ``path`` under that entry as written
    there: pytest names a module by the entry its path starts with, symbolic links not followed), else
    (its folder, ``path``)."""
    path = os.path.realpath(path)
    holding = [(e, os.path.realpath(e)) for e in sys.path if e]
    holding = [(e, real) for e, real in holding if path.startswith(real + os.sep)]
    if not holding:
        return os.path.dirname(path), path
    entry, real = max(holding, key=lambda pair: len(pair[1]))
    return entry, os.path.join(entry, os.path.relpath(path, real))


def run_script(path: str, argv: list[str]) -> dict:
    saved = list(sys.argv)
    sys.argv[:] = [path, *argv]
    try:
        runpy.run_path(path, run_name="__main__")
        return {"exit_code": 0}
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
        return {"exit_code": code}
    except CutShort:
        return {"exit_code": 0, CUT_SHORT: 1}
    except Exception as error:
        return {"exit_code": 1, "error": _message(error)}
    finally:
        sys.argv[:] = saved


class CaptureJob:
    def __init__(self, task: dict):
        self.task = task
        self.roots = list(task["roots"])
        self.command = task["command"]
        self.limits = Limits(**task.get("limits", {}))
        self.path = os.path.realpath(task["run"]["path"])
        for entry in reversed(task["paths"]):
            if entry not in sys.path:
                sys.path.insert(0, entry)
        self.import_root = _import_root(self.path)  # before its folder joins the import path
        folder = os.path.dirname(self.path)
        if folder not in sys.path:  # a test folder without __init__.py imports its neighbours so
            sys.path.append(folder)
        test_s, tests = float(task["run"].get("test_s") or 0.0), task["run"]["kind"] == "tests"
        # in a test file, only while a test runs (_Outcomes); a script or a child process is one test
        pace = Pace(
            test_s, self.harvested_kernel, self.launched_before(), active=not tests or isinstance(self, ChildJob)
        )
        self.recorder = Recorder(self.limits, self.harvested_kernel, pace)

    def launched_before(self) -> list[str]:
        """Names of the harvested kernels the file launched before this process started (none)."""
        return []

    def cuts(self) -> int:
        """Tests (and processes they started) cut short by RUN_TEST_S so far."""
        return self.recorder.pace.cuts + sum(1 for _ in self.children.glob("*.cut"))

    def _named(self, origin: str) -> str:
        """An origin in a script run as ``__main__`` (an example) under its module's own name, as the
        import walk names it."""
        if not origin.startswith("__main__:"):
            return origin
        module = _module_of(self.path)
        return module + origin[len("__main__") :] if module else origin

    def harvested(self, name: str) -> bool:
        return _under(name, self.roots) or self._in_run_file(name)

    def _in_run_file(self, name: str) -> bool:
        module = sys.modules.get(name)
        return bool(module) and os.path.realpath(getattr(module, "__file__", "") or "") == self.path

    def harvested_kernel(self, kernel) -> bool:
        return self.harvested(getattr(kernel.func, "__module__", "") or "")

    @property
    def children(self) -> Path:
        """The folder the Python processes the run starts write their results into."""
        return Path(self.task["blobs"]).parent / "children"

    def run(self) -> dict:
        run = self.task["run"]
        self.children.mkdir(parents=True, exist_ok=True)
        task_file = self.children.parent / "children-task.json"
        task_file.write_text(json.dumps(self.task))
        os.environ[CHILD_ENV] = str(task_file)
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(CHILD_SITE), os.environ.get("PYTHONPATH")]))
        with warp_api.launches_observed(self.recorder.observe):
            if run["kind"] == "tests":
                base, path = self.import_root
                budget_s, stop_s = float(run.get("file_s") or 0.0), float(run.get("stop_s") or 0.0)
                return run_tests(path, list(run.get("skip", ())), base, budget_s, stop_s, self.launched, self)
            return run_script(self.path, list(run.get("argv", ())))

    def kernel_names(self) -> list[str]:
        """``module:qualname`` of the kernels this process launched so far, each once, sorted."""
        return sorted({kernel_name(c.kernel) for c in self.recorder.kernels.values()})

    def launched(self) -> int:
        """The distinct kernels this process and the children it started launched so far."""
        names = set(self.kernel_names())
        for path in self.children.glob("*.kernels.json"):
            with contextlib.suppress(OSError, ValueError):
                names.update(json.loads(path.read_text()))
        return len(names)

    def with_children(self, result: dict) -> dict:
        """``result`` (this process's cases) with those of the children the run started, in the order they
        started; a kernel already there keeps its first case."""
        ids = {case["case_id"] for case in result["cases"]}
        used = set(result["blobs"])
        for path in sorted(self.children.glob("*.cases.json")):
            try:
                child = json.loads(path.read_text())
            except (OSError, ValueError):
                continue  # written atomically: absent, never half there
            result["kernels"] += child["kernels"]
            result["failures"] += [f for f in child["failures"] if f not in result["failures"]]
            if child.get("internal_error"):
                where = child.get("main", "")
                result["failures"].append(asdict(Failure("internal-error", where, child["internal_error"])))
            for key in ("not_seen", "outside"):
                total = Counter(result[key]) + Counter(child[key])
                result[key] = dict(sorted(total.items()))
            for case in child["cases"]:
                if case["case_id"] in ids:
                    continue
                ids.add(case["case_id"])
                result["cases"].append(case)
                capture = (json.loads(case["files"]["json"]).get("extra") or {}).get("capture") or {}
                used.update(blobs_of({"launches": capture.get("launches", [])}))
        result["blobs"] = sorted(used)
        return result

    def cases(self, blobs: Path) -> dict:
        failures, cases, kernels = [], [], []
        captured = sorted(
            self.recorder.kernels.values(),
            # A kernel made from a function built at run time may have no module (``__module__`` None).
            key=lambda c: (c.kernel.func.__module__ or "", c.kernel.func.__qualname__, origin_of(c.kernel, c.concrete)),
        )
        origins = Counter(self._named(origin_of(c.kernel, c.concrete)) for c in captured)
        used: set[str] = set()
        by_id: dict[str, int] = {}
        skip = set(self.task["run"].get("skip_kernels", ()))
        known = self.known_cases()
        for entry in captured:
            origin = self._named(origin_of(entry.kernel, entry.concrete))
            name = kernel_name(entry.kernel)
            if name in skip:  # its case took a worker down before (a finding of its own)
                continue
            at(name)
            summary = {
                "origin": origin,
                "launches_seen": entry.seen,
                "launches_kept": len(entry.launches),
                "left_out": dict(sorted(entry.left_out.items())),
            }
            if origins[origin] == 1 and case_id_of(origin) in known:
                # An earlier file (or child) made this kernel's case, and the harvest takes it from there.
                kernels.append({**summary, "case_id": case_id_of(origin)})
                continue
            before = procs.resident_mb()
            made = self._case(entry, origin, origins[origin] > 1)
            if procs.resident_mb() - before > GIVE_BACK_MB:
                procs.give_back_memory()
            summary["case_id"] = made.case_id
            kernels.append(summary)
            if made.failure is not None:
                if asdict(made.failure) not in failures:  # the same kernel made again and again: once
                    failures.append(asdict(made.failure))
                continue
            if made.case_id in by_id:  # the same kernel made again (a helper that builds it per call)
                kept = self._merge(cases[by_id[made.case_id]], entry)
            else:
                by_id[made.case_id] = len(cases)
                cases.append({"case_id": made.case_id, "files": made.files, "pair": asdict(made.pair)})
                kept = entry.launches
            used.update(blobs_of({"launches": kept}))
        blobs.mkdir(parents=True, exist_ok=True)
        for sha in sorted(used):
            write_blob(blobs, sha, self.recorder.blobs[sha])
        return {
            "status": "ok",
            "kernels": kernels,
            "failures": failures,
            "cases": cases,
            "blobs": sorted(used),
            "not_seen": dict(sorted(self.recorder.not_seen.items())),
            "outside": dict(sorted(self.recorder.outside.items())),
        }

    def known_cases(self) -> set[str]:
        """The cases earlier files made (those finished when this one started): not made again."""
        return set(self.task["run"].get("known_cases", ()))

    def _merge(self, case: dict, entry: Captured) -> list:
        """Add ``entry``'s launches to ``case``, the same kernel's (up to the limit, each distinct once);
        returns the launches added."""
        meta = json.loads(case["files"]["json"])
        capture = (meta.get("extra") or {}).get("capture")
        if not capture:
            return []
        known = {json.dumps(launch, sort_keys=True) for launch in capture["launches"]}
        added = []
        for launch in entry.launches:
            if len(capture["launches"]) >= self.limits.launches:
                break
            if json.dumps(launch, sort_keys=True) not in known:
                capture["launches"].append(launch)
                added.append(launch)
        capture["seen"] += entry.seen
        case["files"]["json"] = json.dumps(meta, indent=2, sort_keys=True) + "\n"  # as golden.render writes it
        return added

    def _case(self, entry: Captured, origin: str, clash: bool):
        block = entry.launches[0]["block_dim"] if entry.launches else warp_api.module_block_dim(entry.kernel)
        rule = "captured-launch"
        try:
            with built_at(entry.kernel, block):
                code = original_code(entry.concrete, entry.config)
        except Exception as error:
            return Made(case_id_of(origin), origin, failure=Failure("codegen-error", origin, _message(error)))
        if clash:  # several kernels of one qualified name (a factory's): told apart by Warp's content hash
            origin += "@" + code["cpu"].mangled_name.rsplit("_", 1)[-1]
        capture = {"launches": entry.launches, "seen": entry.seen, "left_out": dict(sorted(entry.left_out.items()))}
        try:
            return make_case(
                entry.kernel,
                entry.concrete,
                origin,
                code,
                entry.config,
                self.harvested,
                self.command,
                (block, rule),
                capture=capture if entry.launches else None,
            )
        except Exception as error:
            return Made(case_id_of(origin), origin, failure=Failure("internal-error", origin, _message(error)))


def _module_of(path: str) -> str:
    """The module name ``path`` has under the longest entry of the import path that holds it ('' if none)."""
    for entry in sorted(sys.path, key=len, reverse=True):
        base = os.path.realpath(entry or ".")
        if entry and path.startswith(base + os.sep):
            parts = os.path.relpath(path, base)[: -len(".py")].split(os.sep)
            if all(p.isidentifier() for p in parts):
                return ".".join(parts)
    return ""


class ChildJob(CaptureJob):
    """The worker's job in a Python process a test started: its ``__main__`` is its run file when that
    is a module of the harvested package (``python -m newton.examples...``). ``stem`` names its result
    files in the worker's ``children`` folder: when it started, then its process id."""

    def __init__(self, task: dict):
        self.task = task
        self.stem = self.children / f"{time.time_ns():020d}-{os.getpid()}"
        super().__init__(task)

    def launched_before(self) -> list[str]:
        """The kernels the children that started before this one launched (those finished): a kernel new
        to this process may not be new to the file."""
        names: list[str] = []
        for path in self._earlier("*.kernels.json"):
            with contextlib.suppress(OSError, ValueError):
                names += json.loads(path.read_text())
        return names

    def _earlier(self, pattern: str) -> list[Path]:
        return [p for p in sorted(self.children.glob(pattern)) if p.name.split(".")[0] < self.stem.name]

    def harvested_kernel(self, kernel) -> bool:
        main = sys.modules.get("__main__")
        if getattr(kernel.func, "__module__", "") == "__main__" and getattr(main, "__file__", None):
            path = os.path.realpath(main.__file__)
            if _under(_module_of(path), self.roots):
                self.path = path
                return True
        return super().harvested_kernel(kernel)

    def known_cases(self) -> set[str]:
        """Also the cases of the children that started before this one and have finished: the worker keeps
        a kernel's first case in that order (``with_children``), so this one's would be dropped.
        newton's examples launch hundreds of the same library kernels each."""
        known = super().known_cases()
        for path in self._earlier("*.cases.json"):
            with contextlib.suppress(OSError, ValueError, KeyError):
                known.update(case["case_id"] for case in json.loads(path.read_text())["cases"])
        return known


@contextlib.contextmanager
def _silenced():
    """Nothing on this process's stdout and stderr for the block (a test may check a child's output)."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = [os.dup(1), os.dup(2)]
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 1)
        os.dup2(null, 2)
        with contextlib.redirect_stdout(sys.stderr), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for fd in (*saved, null):
            os.close(fd)


def _use_run_cache() -> None:
    """Warp's kernel cache: the run's shared one (capture_run.py), where the supervisor names one."""
    if os.environ.get(CACHE_ENV):
        import warp as wp

        os.environ["WARP_CACHE_PATH"] = wp.config.kernel_cache_dir = os.environ[CACHE_ENV]


def record_child() -> None:
    """In a Python process a test started (from ``CHILD_SITE``): record its launches; when it exits,
    write its kernels' names (``<start>-<pid>.kernels.json``, which ``launched`` counts) and cases
    (``.cases.json``) into the worker's ``children`` folder, its values into the worker's ``blobs``."""
    task_file = os.environ.get(CHILD_ENV, "")
    try:
        task = json.loads(Path(task_file).read_text())
    except (OSError, ValueError):
        return
    _use_run_cache()
    job = ChildJob(task)
    stem = job.stem

    def finish(_observing) -> None:
        if job.recorder.pace.cuts:  # the test that started this process counts itself cut short, not failed
            outdir.write_atomic(stem.with_suffix(".cut"), b"", durable=False)
        if not job.recorder.kernels:
            return
        outdir.write_atomic(stem.with_suffix(".kernels.json"), json.dumps(job.kernel_names()).encode(), durable=False)
        with _silenced():
            try:
                result = job.cases(Path(task["blobs"]))
            except Exception as error:  # a bug here costs this child's cases, never the test's outcome
                result = {"internal_error": _message(error), "kernels": [], "failures": [], "cases": [],
                          "not_seen": {}, "outside": {}}  # fmt: skip
        result["main"] = job.path
        outdir.write_atomic(stem.with_suffix(".cases.json"), json.dumps(result, sort_keys=True).encode(), durable=False)

    observing = warp_api.launches_observed(job.recorder.observe)
    observing.__enter__()  # for the process's life: held by the exit handler (collected, it would end)
    atexit.register(finish, observing)


def _lto_elsewhere(request: dict) -> str | None:
    """An LTO build asked of the supervisor, which runs it in a process of its own that leaves its files
    in this worker's kernel cache (harness/warp_api/lto.py: one takes ~1.3 GB, more than this worker may
    add to the tests' footprint); None once it ran, else why not."""
    ask = {"status": "lto", "request": request, "folder": warp_api.lto_cache_dir()}
    procs.emit(PREFIX, ask, _PROTOCOL[0])
    line = sys.stdin.readline()
    answer = json.loads(line) if line.strip() else {"why": "the supervisor did not answer"}
    return None if answer.get("ran") else answer.get("why") or "it did not run"


def handle(task: dict):
    job = CaptureJob(task)
    with _GUARD.armed_for():
        outcome = _quietly(job.run)
    refused = _GUARD.take()
    yield {"status": "ran", "tests": outcome}
    if refused:
        yield {"status": "ok", "refused": refused, "kernels": [], "failures": [], "cases": [], "blobs": []}
        return
    try:
        with _GUARD.armed_for(), warp_api.lto_builds_elsewhere(_lto_elsewhere):
            result = job.with_children(_quietly(job.cases, Path(task["blobs"])))
        refused = _GUARD.take()
        if refused:
            result = {"status": "ok", "refused": refused, "kernels": [], "failures": [], "cases": [], "blobs": []}
        yield result
    except Exception as error:  # a bug here must not pass for the file's crash
        yield {
            "status": "ok",
            "internal_error": _message(error),
            "kernels": [],
            "failures": [],
            "cases": [],
            "blobs": [],
        }


def main() -> int:
    protocol = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = protocol
    import harness.harvest.worker as worker

    worker._PROTOCOL = protocol  # its ``at`` lines name the kernel whose case is being made
    _PROTOCOL[0] = protocol
    _use_run_cache()
    _quietly(warp_api.init)
    return procs.serve(handle, PREFIX, protocol)


if __name__ == "__main__":
    raise SystemExit(main())
