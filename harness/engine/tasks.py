"""One task of a distributed run: generate and validate a few cases, return their files.

A task calls the function behind the snapshot test (``harness/generate/case.py``'s
``generate_case``) and the validation ladder (``validate_cases``, the code a local validation
worker runs), and writes nothing to OUT: it returns each case's golden files, its validation
record and its finding as data. The driver writes them (``write_result``), so workers need no
shared file system. A case that fails is a finding in its result, never an exception out of the
task.
"""

from __future__ import annotations

import json
import os
import resource
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from harness import faults, outdir
from harness.generate import layout
from harness.generate.golden import SUFFIXES, read_case
from harness.validate.ladder import validate_root
from harness.validate.records import write_json_atomic


@dataclass
class CaseResult:
    case_id: str
    files: dict[str, str] | None = None  # suffix -> text, as the snapshot test writes it
    finding: dict | None = None  # generation failed: OUT/findings/<case>.json
    record: dict | None = None  # OUT/validation/<case>.json
    generated: bool = False  # False: the driver sent the files (validation only)


@dataclass
class TaskResult:
    cases: list[CaseResult]
    seconds: float  # wall time inside the task
    cpu_seconds: float  # this process and the validation processes it waited for
    pid: int = 0
    host: str = ""
    isolated: bool = False
    timings: dict = field(default_factory=dict)


def _generated(case_id: str) -> CaseResult:
    """``generate_case``, the snapshot test's function: the case's golden files, or its finding."""
    # Imported here: it imports Warp, which the workers need and the driver (which imports this
    # module for the driver's side below) must not load.
    from harness.generate.case import generate_case

    case = generate_case(case_id)
    if case.files is None:
        return CaseResult(case_id, finding=case.finding(), generated=True)
    return CaseResult(case_id, files=case.files, generated=True)


def run_task(items: list[tuple[str, dict | None]], options=None, isolated: bool = False) -> TaskResult:
    """Generate (``files`` None) or take (``files`` given) each case, then validate them with
    ``options`` (a ``validate.Options``; None: codegen only).

    ``isolated``: validate in a worker process supervised as the local path's are
    (``validate_root``), so a kernel that crashes or hangs is a failed record, not a dead task.
    """
    started, cpu = time.time(), time.process_time()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    results = [_generated(cid) if files is None else CaseResult(cid, files=files) for cid, files in items]
    timings = {"generate": time.time() - started}
    faults.point("engine-task")  # crash tests: a worker killed in the middle of a task
    valid = [r for r in results if r.files is not None]
    if options is not None and valid:
        with tempfile.TemporaryDirectory(prefix="warp-task-") as tmp:
            root = Path(tmp)
            for r in valid:
                for suffix in SUFFIXES:
                    path = root / "cases" / layout.folder(r.case_id) / f"{r.case_id}.{suffix}"
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_text(r.files[suffix])
            records = _validate(root, valid, options, isolated)
        for r in valid:
            r.record = records.get(r.case_id)
        timings["validate"] = time.time() - started - timings["generate"]
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    child_cpu = (after.ru_utime + after.ru_stime) - (children.ru_utime + children.ru_stime)
    return TaskResult(
        cases=results,
        seconds=time.time() - started,
        cpu_seconds=time.process_time() - cpu + child_cpu,
        pid=os.getpid(),
        host=outdir.HOST,
        isolated=isolated,
        timings=timings,
    )


def _validate(root: Path, results: list[CaseResult], options, isolated: bool) -> dict[str, dict]:
    from harness.validate.steps import validate_cases

    if isolated:
        validate_root(root / "cases", root, jobs=1, options=options, log=lambda *_: None)
        records = {}
        for r in results:
            path = root / "validation" / f"{r.case_id}.json"
            if path.exists():
                records[r.case_id] = json.loads(path.read_text())
        return records
    cases = [read_case(root / "cases" / layout.folder(r.case_id) / f"{r.case_id}.json") for r in results]
    written: dict[str, dict] = {}
    returned = validate_cases(cases, options, on_record=lambda record: written.__setitem__(record["case_id"], record))
    # What a local worker writes is each record as on_record sees it (json round trip: same bytes).
    return {cid: json.loads(json.dumps(written.get(cid, returned.get(cid)))) for cid in returned}


# --------------------------------------------------------------------------- the driver's side


def write_result(out: Path, result: CaseResult) -> None:
    """Write one case's files into OUT, each atomically: its validation record and finding first,
    the case's ``.json`` last (its presence marks a complete case), so a driver killed at any point
    leaves either a complete case or one the next run redoes."""
    out = Path(out)
    cid = result.case_id
    if result.record is not None:
        write_json_atomic(out / "validation" / f"{cid}.json", result.record)
    if result.finding is not None:
        layout.write_finding(out / "findings", result.finding)
        return
    if not result.generated:
        return
    layout.clear_finding(out / "findings", cid)  # fixed since an earlier run
    for suffix in SUFFIXES:  # json last
        outdir.write_atomic(out / "cases" / layout.folder(cid) / f"{cid}.{suffix}", result.files[suffix].encode())
    faults.point("engine-case")


def read_files(out: Path, case_id: str) -> dict[str, str]:
    base = Path(out) / "cases" / layout.folder(case_id)
    return {suffix: (base / f"{case_id}.{suffix}").read_text() for suffix in SUFFIXES}
