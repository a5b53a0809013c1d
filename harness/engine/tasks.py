"""One task of a distributed run: generate and validate a few cases, return their files.

A task calls the code behind the snapshot test (``tests/test_generate.py``: ``extract`` then
``render``) and the validation ladder (``validate_cases``, the code a local validation worker
runs), and writes nothing to OUT: it returns each case's golden files, its validation record and
its finding as data. The driver writes them (``write_result``), so workers need no shared file
system. A case that fails is a finding in its result, never an exception out of the task.
"""

from __future__ import annotations

import json
import os
import resource
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from harness import faults, outdir
from harness.generate.golden import SUFFIXES

GENERATION_NODE = "tests/test_generate.py::test_generate[{}]"  # the `test` of a local finding


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


def folder(case_id: str) -> str:
    """The case's folder under OUT/cases (``snapshot.GoldenFile.dirname``'s rule)."""
    return case_id.rsplit("-", 1)[0]


def case_ids(families: list[str], per_family: int, size: str, first_seed: int = 0) -> list[str]:
    """The cases of a run, in conftest's order."""
    from kernels import case_id

    return [case_id(f, s, size) for f in families for s in range(first_seed, first_seed + per_family)]


def _finding(case_id: str, step: str, message: str) -> dict:
    return {"case_id": case_id, "test": GENERATION_NODE.format(case_id), "step": step, "message": message[-4000:]}


def generate_case(case_id: str) -> CaseResult:
    """What the snapshot test does for one case: its golden files, or a finding as conftest records it."""
    from harness.generate.extract import extract
    from harness.generate.golden import render
    from harness.generate.loader import KernelRejected
    from kernels import generate, parse_case

    try:
        spec = generate(*parse_case(case_id))
    except Exception:
        return CaseResult(case_id, finding=_finding(case_id, "setup", traceback.format_exc()), generated=True)
    try:
        extraction = extract(spec)
        files = render(extraction)
    except KernelRejected as error:  # the test's pytest.fail(str(error), pytrace=False)
        return CaseResult(case_id, finding=_finding(case_id, "call", str(error)), generated=True)
    except Exception:
        return CaseResult(case_id, finding=_finding(case_id, "call", traceback.format_exc()), generated=True)
    return CaseResult(case_id, files=files, generated=True)


def run_task(items: list[tuple[str, dict | None]], options=None, isolated: bool = False) -> TaskResult:
    """Generate (``files`` None) or take (``files`` given) each case, then validate them with
    ``options`` (a ``validate.Options``; None: codegen only).

    ``isolated``: validate in a worker process supervised as the local path's are
    (``validate_root``), so a kernel that crashes or hangs is a failed record, not a dead task.
    """
    started, cpu = time.time(), time.process_time()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    results = [generate_case(cid) if files is None else CaseResult(cid, files=files) for cid, files in items]
    timings = {"generate": time.time() - started}
    faults.point("engine-task")  # crash tests: a worker killed in the middle of a task
    valid = [r for r in results if r.files is not None]
    if options is not None and valid:
        with tempfile.TemporaryDirectory(prefix="warp-task-") as tmp:
            root = Path(tmp)
            for r in valid:
                for suffix in SUFFIXES:
                    path = root / "cases" / folder(r.case_id) / f"{r.case_id}.{suffix}"
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
    from harness.generate.golden import read_case
    from harness.validate.ladder import validate_cases, validate_root

    if isolated:
        validate_root(root / "cases", root, jobs=1, options=options, log=lambda *_: None)
        records = {}
        for r in results:
            path = root / "validation" / f"{r.case_id}.json"
            if path.exists():
                records[r.case_id] = json.loads(path.read_text())
        return records
    cases = [read_case(root / "cases" / folder(r.case_id) / f"{r.case_id}.json") for r in results]
    written: dict[str, dict] = {}
    returned = validate_cases(cases, options, on_record=lambda record: written.__setitem__(record["case_id"], record))
    # What a local worker writes is each record as on_record sees it (json round trip: same bytes).
    return {cid: json.loads(json.dumps(written.get(cid, returned.get(cid)))) for cid in returned}


# --------------------------------------------------------------------------- the driver's side


def record_bytes(record: dict) -> bytes:
    """A validation record as ``validate.write_json_atomic`` writes it."""
    return (json.dumps(record, indent=2, sort_keys=True) + "\n").encode()


def finding_bytes(finding: dict) -> bytes:
    """A generation finding as conftest's ``pytest_runtest_makereport`` writes it."""
    return (json.dumps(finding, indent=2, sort_keys=True) + "\n").encode()


def write_result(out: Path, result: CaseResult) -> None:
    """Write one case's files into OUT, each atomically: its validation record and finding first,
    the case's ``.json`` last (its presence marks a complete case), so a driver killed at any point
    leaves either a complete case or one the next run redoes."""
    out = Path(out)
    cid = result.case_id
    if result.record is not None:
        outdir.write_atomic(out / "validation" / f"{cid}.json", record_bytes(result.record))
    finding = out / "findings" / f"{cid}.json"
    if result.finding is not None:
        outdir.write_atomic(finding, finding_bytes(result.finding))
        return
    if not result.generated:
        return
    finding.unlink(missing_ok=True)  # fixed since an earlier run
    for suffix in SUFFIXES:  # json last
        outdir.write_atomic(out / "cases" / folder(cid) / f"{cid}.{suffix}", result.files[suffix].encode())
    faults.point("engine-case")


def complete(out: Path, case_id: str) -> bool:
    return (Path(out) / "cases" / folder(case_id) / f"{case_id}.json").exists()


def read_files(out: Path, case_id: str) -> dict[str, str]:
    base = Path(out) / "cases" / folder(case_id)
    return {suffix: (base / f"{case_id}.{suffix}").read_text() for suffix in SUFFIXES}
