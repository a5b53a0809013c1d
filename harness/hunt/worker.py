"""The hunt's worker process: ``python -m harness.hunt.worker`` reads tasks (one JSON line each) on
stdin until it closes and prints one result line per step (``HUNT {json}``) as soon as it has it,
so that the parent (harness.hunt.__main__) knows which step a crash or a hang interrupted. One
process serves many kernels: Python, Warp and the first compile start once (about 5 s), not per
kernel; each candidate is a module of its own that is forgotten after its check.

Tasks:

- ``{"mode": "checks", "spec": ..., "source": ..., "checks": [...]}``: one line per check, in order:
  ``{"check", "status": "pass" | "fail" | "invalid" | "error", "detail" | "why"}``, or
  ``{"check", "status": "known", "bugs", "why"}`` where a registered bug makes the launch never return;
- ``{"mode": "reduce", "spec": ..., "source": ..., "check": ..., "max_tests": n}``: one line
  ``{"status": "reduced", "signature", "lines", "source", "spec", "detail", "script", "known", "tests",
  "seconds"}`` or ``{"status": "error", "why"}``;
- ``{"mode": "name", "group": ...}``: one line ``{"status": "named", "known", "smallest_known",
  "explained"}`` (harness/hunt/naming.py) or ``{"status": "error", "why"}``.

Each check is a fault point (``harness/faults.py``: ``HARNESS_FAULT=<check>@<case id>:crash|hang``),
for the hunt's tests of crash and timeout handling.
"""

from __future__ import annotations

import sys

from harness import faults, procs
from harness.hunt.running import WORKER_PREFIX as PREFIX
from kernels.spec import KernelSpec


def emit(record: dict) -> None:
    procs.emit(PREFIX, record)


def _spec(task: dict):

    return KernelSpec.from_json(task["spec"], task["source"])


def run_checks(task: dict) -> None:
    from harness.hunt import checks

    spec = _spec(task)
    for check in task["checks"]:
        faults.point(check, spec.case_id)
        try:
            failure = checks.run_check(check, spec)
        except checks.NeverReturns as known:
            emit({"check": check, "status": "known", "bugs": known.bugs, "why": str(known)})
            continue
        except checks.Invalid as error:
            emit({"check": check, "status": "invalid", "why": str(error)[:300]})
            continue
        except Exception as error:  # a harness problem on one kernel: reported, the hunt goes on
            emit({"check": check, "status": "error", "why": f"{type(error).__name__}: {str(error)[:300]}"})
            continue
        if failure is None:
            emit({"check": check, "status": "pass"})
        else:
            emit({"check": check, "status": "fail", "detail": failure.detail, "key": sorted(map(str, failure.key))})


def run_reduce(task: dict) -> None:
    from harness.hunt import reduce, scripts, signatures

    spec = _spec(task)
    try:
        result = reduce.reduce(spec, task["check"], task["max_tests"])
    except reduce.NoFailure as error:
        if task.get("no_failure_whole"):  # make reduce prints the whole message: it says which inputs were tried
            emit({"status": "no-failure", "why": str(error)})
            return
        emit({"status": "error", "why": f"{type(error).__name__}: {str(error)[:300]}"})
        return
    except Exception as error:
        emit({"status": "error", "why": f"{type(error).__name__}: {str(error)[:300]}"})
        return
    warnings = tuple(result.failure.data.get("warnings", ())) if task["check"] == "cubin" else None
    emit(
        {
            "status": "reduced",
            "signature": result.signature,
            "lines": result.body_lines,
            "source": result.spec.source,
            "spec": result.spec.to_json(),
            "detail": result.failure.detail,
            "script": scripts.script(result),
            "known": signatures.known(result.spec, warnings, task["check"]),
            "tests": result.tests,
            "seconds": round(result.seconds, 1),
        }
    )


def run_name(task: dict) -> None:
    from harness.hunt import naming

    try:
        emit({"status": "named", **naming.name(task["group"])})
    except Exception as error:
        emit({"status": "error", "why": f"{type(error).__name__}: {str(error)[:300]}"})


def handle(task: dict) -> None:
    if task["mode"] == "checks":
        run_checks(task)
    elif task["mode"] == "reduce":
        run_reduce(task)
    elif task["mode"] == "name":
        run_name(task)
    else:
        emit({"status": "error", "why": f"unknown mode {task['mode']!r}"})


def main() -> int:
    return procs.serve(handle, PREFIX)


if __name__ == "__main__":
    sys.exit(main())
