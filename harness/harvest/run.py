"""The supervised, resumable harvest: modules imported in worker processes, results kept per module.

This process never imports harvested code. Each module is a task for a worker of a
``procs.Pool`` (``JOBS`` of them at a time, each retired after ``per_worker`` modules, 100 by default, so that
memory stays bounded); a worker that dies or hangs past the time limit is killed and the module
gets the finding ``crashed-at-import`` / ``hung-at-import`` (or ``-in-codegen`` once its import
was over), the rest goes on. A package's submodules are found on disk once the package
imported, and visited in turn.

Each finished module's result (visit, failures, cases) is one atomic write,
``OUT/harvest-modules/<module>.json``, marked with a key of what makes it (FROM, the command,
warp-lang, this package's code, the time limit). A rerun takes the results whose key matches and
visits only the other modules, so a harvest killed at any moment ends, once rerun, with the
bytes an uninterrupted one writes: ``OUT/cases/harvested/`` and the report are assembled from the
module results, in the order a depth-first walk of FROM gives, whatever order workers finished in.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import resource
import shlex
import sys
import time
from pathlib import Path

from harness import faults, outdir, procs, sandbox, warp_api
from harness.generate import golden
from harness.harvest.capture import Limits
from harness.harvest.capture_run import FILE_S, NOT_STARTED, TEST_S, CaptureRun, RunSpec
from harness.harvest.codegen import FAMILY
from harness.harvest.discovery import _NOT_MODULES, _children, _resolve, versions
from harness.harvest.generics import CHOSEN
from harness.harvest.launches import package_launches
from harness.harvest.report import Failure, ModuleVisit, Pair, Report
from harness.harvest.worker import PREFIX
from harness.validate.captured import blob_path, blobs_of

WORK = "harvest-modules"  # OUT/harvest-modules/<module>.json: one finished module each
FAULT_POINT = "harvest.module-written"  # harness/faults.py: after each module's result is written
TIME_LIMIT = 600.0  # seconds a module may take to import, then to generate its kernels' code
PER_WORKER = 100  # modules a worker imports before it retires (each start imports Warp and the package again)
MEMORY_MB = 1400.0  # resident MB past which a worker is stopped: the module gets over-memory-at-import / -in-codegen
RETIRE_MB = 900.0  # a worker left with more resident memory than this after a module retires at once
PROGRESS_EVERY = 5.0  # seconds between progress lines
MAX_KERNELS_LOST = 4  # kernels of one module left out (each took a fresh worker down) before the whole module is lost


def _code_hash() -> str:
    """What a module's saved result depends on besides its inputs: this package's code and the
    describer of real kernels' inputs it calls (kernels/seeds/describe.py, the spec it fills)."""
    kernels = Path(__file__).resolve().parents[2] / "kernels"
    digest = hashlib.sha256()
    for path in [*sorted(Path(__file__).parent.glob("*.py")), kernels / "seeds" / "describe.py", kernels / "spec.py"]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


class Run:
    def __init__(
        self,
        sources,
        out: Path,
        *,
        jobs: int,
        time_limit: float,
        per_worker: int,
        command: str,
        progress,
        memory_mb: float = MEMORY_MB,
    ):
        self.out = Path(out)
        self.work = self.out / WORK
        self.cases = self.out / "cases" / FAMILY
        self.time_limit = time_limit
        self.progress = progress
        self.report = Report(sources=list(sources), command=command, warp_version=warp_api.warp_version())
        self.paths: list[str] = []
        self.roots: list[str] = []
        top: list[str] = []
        for item in sources:
            entry, names, kind = _resolve(item)
            if kind == "not-found":
                self.report.failures.append(Failure("not-found", item, "no such file or folder, and not a module name"))
            if entry is not None and entry not in self.paths:
                self.paths.append(entry)
            self.roots += [item] if kind == "module" else names
            top += names
        self.top = list(dict.fromkeys(top))
        self.report.versions = versions(self.top)
        self.command = command
        # The block sizes the package's own call sites launch its kernels with (read, not run).
        self.launches = package_launches(self.top, self.paths)
        key = {
            "sources": list(sources),
            "paths": self.paths,
            "command": command,
            "warp": warp_api.warp_version(),
            "code": _code_hash(),
            "time_limit": time_limit,
            "memory_mb": memory_mb,
            "launches": self.launches,
        }
        self.key = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:16]
        # PYTHONHASHSEED=0, as for generated cases and validation: Warp emits some statements in
        # set order (the copies a dynamic loop makes of earlier unrolled loops' variables), so the
        # code recorded for a source must be generated under the seed the ladder checks it with.
        env = {**outdir.child_env(), "PYTHONHASHSEED": "0"}
        argv = [sys.executable, "-m", "harness.harvest.worker"]
        # Harvested code runs in sandboxes that read FROM's folders (harness/sandbox.py).
        policy = sandbox.Policy(readable=tuple(self.paths))
        self.pool = procs.Pool(
            argv, PREFIX, tasks_per_worker=max(1, per_worker), env=env, memory_mb=memory_mb, sandbox=policy
        )
        self.pool_args = {"python": sys.executable, "pool": {"env": env, "memory_mb": memory_mb, "sandbox": policy}}
        self.capture: CaptureRun | None = None
        self.capture_mb = 0.0  # compressed MB of captured values kept in all (0: no bound)
        self.jobs = max(1, jobs)
        self.results: dict[str, tuple[tuple, dict]] = {}  # module -> (walk order, result)
        self.resumed = 0

    # ---- one module

    def _saved(self, name: str) -> dict | None:
        path = self.work / f"{name}.json"
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            return None
        return data["result"] if data.get("key") == self.key and data.get("module") == name else None

    def _visit(self, name: str) -> tuple[dict, bool]:
        """(the module's result, whether it was resumed from an earlier run)."""
        saved = self._saved(name)
        if saved is not None:
            return saved, True
        task = {
            "module": name,
            "paths": self.paths,
            "roots": self.roots,
            "command": self.command,
            "launches": self.launches,
        }
        record, phase, kernel = self._import_in(self.pool.acquire(), task)
        if record.get("status") in ("crash", "over-memory") and record.get("served"):
            # What the worker's earlier modules left in it (memory, Warp's state) may be the cause:
            # the finding is the module's only if a worker that imported nothing before repeats it.
            record, phase, kernel = self._import_in(self.pool.acquire(fresh=True), task)
        lost: list[dict] = []  # kernels whose code generation took a fresh worker down: left out, the rest kept
        while record.get("status") in ("crash", "over-memory") and phase == "codegen" and kernel:
            if len(lost) == MAX_KERNELS_LOST:
                break  # the module is lost as a whole, below
            reason = {"over-memory": "over-memory-in-codegen"}.get(record["status"], "crashed-in-codegen")
            lost.append({"reason": reason, "where": kernel, "message": record.get("why", "")})
            skip = [f["where"] for f in lost]
            record, phase, kernel = self._import_in(self.pool.acquire(fresh=True), {**task, "skip": skip})
        record.pop("served", None)
        if record.get("status") == "ok" and lost:
            record = {**record, "failures": record["failures"] + lost}
        if record.get("status") != "ok":
            status = record.get("status")
            reason = {"timeout": "hung", "over-memory": "over-memory"}.get(status, "crashed")
            reason += f"-{'at' if phase == 'import' else 'in'}-{phase}"
            record = _lost(name, reason, record.get("why", ""))
        data = {"key": self.key, "module": name, "result": record}
        outdir.write_atomic(self.work / f"{name}.json", (json.dumps(data, sort_keys=True) + "\n").encode())
        faults.point(FAULT_POINT, name)
        return record, False

    def _import_in(self, worker, task: dict) -> tuple[dict, str, str | None]:
        """(the worker's answer for the module, the phase it ended in: import or codegen, the kernel
        whose code it was generating last); the answer says how many modules the worker had served
        before (``served``)."""
        try:
            worker.send(task)
        except OSError:  # an idle worker that died meanwhile: a fresh one
            worker.kill()
            worker = self.pool.acquire(fresh=True)
            worker.send(task)
        served = worker.served
        phase, kernel = "import", None
        record = worker.next(self.time_limit)
        if record.get("status") == "imported":
            phase = "codegen"
            deadline = time.monotonic() + self.time_limit
            record = worker.next(self.time_limit)
            while record.get("status") == "at":  # the kernel it is on: named if it takes the worker down
                kernel = record["kernel"]
                record = worker.next(max(0.0, deadline - time.monotonic()))
            if record.get("status") == "timeout":
                record["why"] = f"did not finish within {self.time_limit:.0f} s; its process was killed"
        # A module that tried to leave its sandbox may have left code behind in the process: retired.
        healthy = record.get("status") == "ok" and record.get("visit", {}).get("status") != "sandbox"
        self.pool.release(worker, healthy=healthy and worker.resident_mb() <= RETIRE_MB)
        return {**record, "served": served}, phase, kernel

    # ---- the walk

    def walk(self) -> None:
        started = time.perf_counter()
        last = started
        known = {name: (i,) for i, name in enumerate(self.top)}
        estimate = sum(_estimate(name, self.paths) for name in self.top)
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            running = {pool.submit(self._visit, name): name for name in self.top}
            while running:
                finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in finished:
                    name = running.pop(future)
                    result, resumed = future.result()
                    self.resumed += resumed
                    # The case files stay on disk (OUT/harvest-modules) until assembled: memory stays bounded.
                    light = {k: v for k, v in result.items() if k != "cases"}
                    self.results[name] = (known[name], {**light, "has_cases": bool(result.get("cases"))})
                    children = _children(name, result.get("package_paths") or [])
                    for j, child in enumerate(children):
                        if child not in known:
                            known[child] = (*known[name], j)
                            running[pool.submit(self._visit, child)] = child
                    estimate = max(estimate, len(known))
                now = time.perf_counter()
                if self.progress and (now - last >= PROGRESS_EVERY or not running):
                    last = now
                    self._progress(len(self.results), max(len(known), estimate), now - started)
        self.pool.close()

    def _progress(self, done: int, total: int, seconds: float) -> None:
        visited = done - self.resumed
        rate = visited / seconds if seconds > 0 else 0.0
        left = f", ~{(total - done) / rate:.0f} s left" if rate > 0 and total > done else ""
        resumed = f" ({self.resumed} resumed)" if self.resumed else ""
        print(
            f"harvest: {done}/{total} modules{resumed}, {rate:.2f} modules/s{left}",
            flush=True,
        )

    # ---- the output

    def assemble(self) -> Report:
        report = self.report
        written: set[str] = set()
        for _, result in sorted(self.results.values(), key=lambda r: r[0]):
            report.modules.append(ModuleVisit(**result["visit"]))
            report.failures += [Failure(**f) for f in result["failures"]]
            counts = result.get("counts", {})
            report.kernels_found += counts.get("kernels_found", 0)
            report.generic_kernels += counts.get("generic_kernels", 0)
            report.overloads += counts.get("overloads", 0)
            report.generic_instantiated += counts.get("generic_instantiated", 0)
            report.chosen_overloads += counts.get("chosen_overloads", 0)
            report.kernels_with_pairs += counts.get("kernels_with_pairs", 0)
            cases = (self._saved(result["module"]) or {}).get("cases", []) if result.get("has_cases") else []
            for case in cases:
                case_id = case["case_id"]
                if case_id in written:
                    continue  # the same kernel reached from two modules: the first in walk order
                written.add(case_id)
                _write_case(self.cases, case_id, case["files"])
                report.pairs.append(Pair(**case["pair"]))
        if self.capture is not None:
            self._assemble_captures(written)
        if self.cases.exists():
            for stale in self.cases.iterdir():
                if stale.name.split(".")[0] not in written:
                    stale.unlink()
        if self.work.exists():
            for stale in self.work.glob("*.json"):
                if stale.stem not in self.results:
                    stale.unlink()
        return report

    def _assemble_captures(self, written: set[str]) -> None:
        """The capture's cases over the import walk's (a kernel launched is harvested as it ran, with
        its launches), in file order: the first file that launched a kernel gives its case."""
        report, capture = self.report, self.capture
        by_id = {p.case_id: i for i, p in enumerate(report.pairs)}
        captured_ids: set[str] = set()
        used: set[str] = set()
        total = 0.0
        summary = {"files": len(capture.files), "files_run": 0,
                   "files_not_started": len(capture.not_started), "files_cut_short": 0, "tests": {}, "kernels_launched": 0,
                   "kernels_with_launches": 0, "launches_kept": 0, "launches_seen": 0, "left_out": {},
                   "not_seen": {}, "over_capture_mb": 0, "cases_from_capture": 0, "cases_only_at_run_time": 0}  # fmt: skip
        instantiated: set[str] = set()
        launched: set[str] = set()  # kernels launched, by content (a kernel made again and again is one)
        for file, result in capture.ordered():
            summary["files_run"] += 1
            summary["files_cut_short"] += bool(result.get("tests", {}).get(NOT_STARTED))
            for k, v in result.get("tests", {}).items():
                if isinstance(v, int) and k != "exit_code":
                    summary["tests"][k] = summary["tests"].get(k, 0) + v
            for k, v in result.get("not_seen", {}).items():
                summary["not_seen"][k] = summary["not_seen"].get(k, 0) + v
            report.failures += [Failure(**{**f, "where": f["where"] or file}) for f in result.get("failures", ())]
            if result.get("refused"):
                report.failures.append(Failure("sandbox", file, sandbox.REFUSED + "; ".join(result["refused"])))
            if result.get("internal_error"):
                report.failures.append(Failure("internal-error", file, result["internal_error"]))
            failed = result.get("tests", {}).get("failed_tests") or []
            if failed:
                report.failures.append(Failure("tests-failed", file, f"{result['tests'].get('failed', len(failed))} "
                                               f"failed: {', '.join(failed)}"))  # fmt: skip
            for k in result.get("kernels", ()):
                launched.add(k["case_id"])
                summary["launches_seen"] += k["launches_seen"]
                for why, n in k["left_out"].items():
                    summary["left_out"][why] = summary["left_out"].get(why, 0) + n
            for case in result.get("cases", ()):
                case_id = case["case_id"]
                if case_id in captured_ids:
                    continue  # an earlier file launched it first
                files = dict(case["files"])
                meta = json.loads(files["json"])
                capture_data = (meta.get("extra") or {}).get("capture")
                if capture_data:
                    blobs = [b for b in blobs_of(capture_data) if b not in used]
                    size = sum(
                        blob_path(capture.store, b).stat().st_size
                        for b in blobs
                        if blob_path(capture.store, b).exists()
                    )
                    if self.capture_mb and total + size > self.capture_mb * 1e6:
                        summary["over_capture_mb"] += 1
                        del meta["extra"]["capture"]
                        meta["gradcheck_na"] = (
                            f"inputs not kept: the captures would pass CAPTURE_MB={self.capture_mb:g}"
                        )
                        files["json"] = json.dumps(meta, indent=2, sort_keys=True) + "\n"
                    else:
                        total += size
                        used.update(blobs)
                        summary["kernels_with_launches"] += 1
                        summary["launches_kept"] += len(capture_data["launches"])
                captured_ids.add(case_id)
                summary["cases_from_capture"] += 1
                origin = case["pair"]["origin"]
                if "[" in origin:
                    instantiated.add(origin.split("[")[0])
                _write_case(self.cases, case_id, files)
                pair = Pair(**case["pair"])
                if case_id in by_id:
                    report.pairs[by_id[case_id]] = pair
                else:
                    summary["cases_only_at_run_time"] += 1
                    by_id[case_id] = len(report.pairs)
                    report.pairs.append(pair)
                    written.add(case_id)
        # A generic kernel the tests launched is no longer without overloads, and the overloads the harvest
        # chose for it give way to those its package made.
        report.failures = [f for f in report.failures if not (f.reason == "no-overloads" and f.where in instantiated)]
        chosen = {
            p.case_id for p in report.pairs if p.origin.endswith(CHOSEN) and p.origin.split("[")[0] in instantiated
        }
        report.pairs = [p for p in report.pairs if p.case_id not in chosen]
        written -= chosen
        summary["chosen_overloads_replaced"] = len(chosen)
        summary["kernels_launched"] = len(launched)
        summary["kernels_launched_with_rows"] = len(launched & captured_ids)
        summary["capture_mb"] = round(total / 1e6, 3)
        summary["not_started"] = capture.not_started
        report.capture = summary
        if capture.store.exists():  # values no kept case refers to (an earlier run's, left out since)
            for path in capture.store.glob("*/*"):
                if path.name.split(".")[0] not in used:
                    path.unlink()
        if capture.work.exists():
            keep = {capture._result_path(f).name for f, _ in capture.files}
            for stale in capture.work.glob("*.json"):
                if stale.name not in keep:
                    stale.unlink()


def _estimate(name: str, paths: list[str]) -> int:
    """Modules a walk of ``name`` will visit, counted on disk without importing anything (1 when
    its folder is not found that way): the progress lines' total until the walk knows better."""
    top, *rest = name.split(".")
    folders = [Path(p) / top for p in paths] + [Path(p) / top for p in sys.path if p]
    for folder in folders:
        folder = folder.joinpath(*rest)
        if folder.is_dir():
            files = [f for f in folder.rglob("*.py") if f.stem not in _NOT_MODULES and "__pycache__" not in f.parts]
            return (
                1
                + len(files)
                + sum(1 for d in folder.rglob("*") if d.is_dir() and d.name != "__pycache__" and any(d.glob("*.py")))
            )
    return 1


def _lost(name: str, reason: str, why: str) -> dict:
    """The result of a module whose worker died or hung."""
    return {
        "status": "ok",
        "module": name,
        "visit": {"name": name, "status": reason, "kernels": 0, "config_changed": []},
        "failures": [{"reason": reason, "where": name, "message": why}],
        "counts": {},
        "cases": [],
        "package_paths": [],
    }


def _write_case(folder: Path, case_id: str, files: dict[str, str]) -> None:
    for suffix in golden.SUFFIXES:  # json last: its presence marks a complete case
        path = folder / f"{case_id}.{suffix}"
        data = files[suffix].encode()
        try:
            if path.read_bytes() == data:
                continue
        except OSError:
            pass
        outdir.write_atomic(path, data)


def harvest(
    sources: list[str],
    out: Path,
    command: str = "",
    *,
    jobs: int = 1,
    time_limit: float = TIME_LIMIT,
    per_worker: int = PER_WORKER,
    progress: bool = False,
    memory_mb: float = MEMORY_MB,
    run_spec: RunSpec | None = None,
    run_budget_s: float = 0.0,
    run_file_s: float = FILE_S,
    run_test_s: float = TEST_S,
    limits: Limits = Limits(),  # noqa: B008 (a frozen dataclass)
    capture_mb: float = 0.0,
) -> Report:
    """Harvest every kernel of ``sources`` into ``out/cases/harvested/``; failures go into the report.

    Modules are imported (their code executed) in worker processes only; no kernel is launched
    and no Warp module is loaded there.
    """
    command = command or "make harvest FROM=" + shlex.quote(" ".join(sources))
    started = time.perf_counter()
    run = Run(
        sources,
        out,
        jobs=jobs,
        time_limit=time_limit,
        per_worker=per_worker,
        command=command,
        progress=progress,
        memory_mb=memory_mb,
    )
    run.walk()
    if run_spec is not None:
        run.capture_mb = capture_mb
        run.capture = CaptureRun(
            run_spec,
            sources,
            run.paths,
            run.roots,
            out,
            pool_args=run.pool_args,
            key={"harvest": run.key},
            options={
                "time_limit": time_limit,
                "budget_s": run_budget_s,
                "file_s": run_file_s,
                "test_s": run_test_s,
                "limits": limits,
                "command": command,
                "jobs": jobs,
                "progress": progress,
            },
        )
        run.capture.run_all()
    report = run.assemble()
    report.seconds = time.perf_counter() - started
    report.peak_rss_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return report


def write_report(report: Report, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    outdir.write_atomic(out / "harvest-report.json", report.to_json().encode())
    outdir.write_atomic(out / "harvest-report.md", report.to_markdown().encode())
