"""The validation worker processes: ``_run_workers`` shares the cases among ``--jobs`` processes
(``python -m harness.validate --worker PLAN``, ``_worker_main``), replaces one that dies, stays
too long in one step or takes more resident memory than ``MEMORY_MB``, and records the case it was
on as failed; the run goes on. A crash is recorded against a case only once it crashed a process
that validated that case alone: one that died in a process given other cases too is validated
again alone. A case whose CUDA build alone is over the memory limit (NVRTC on a large real kernel can
take gigabytes) is validated again without it: its CUBIN is not built (``compiled_cubin`` null,
the reason in its record), every other step is taken."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from pathlib import Path

from harness import faults, procs, scratch
from harness.generate.golden import read_case
from harness.validate import lto
from harness.validate.records import (
    KEPT_ATOMIC_DETAIL,
    OWN_CHECK,
    STEPS,
    Options,
    fail,
    new_record,
    record_is_current,
    rewritten_copy,
    write_json_atomic,
)

# A worker that stays this long in one phase is stopped and the phase recorded as failed: a
# kernel that never terminates (or a compiler that never returns) is a finding, not a hang.
RUN_TIMEOUT_S = float(os.environ.get("VALIDATE_RUN_TIMEOUT", 300))  # one case: run, gradient check


COMPILE_TIMEOUT_S = float(os.environ.get("VALIDATE_COMPILE_TIMEOUT", 1800))  # one batch compile

# Resident MB a worker may take (0: no limit): every process of a run stays under 1.5 GB.
MEMORY_MB = float(os.environ.get("VALIDATE_MEMORY_MB", 1400))
CUDA_STEPS = ("compile_cubin", "compile_ptx")
FAULT_POINT = "validate.step"  # harness/faults.py: as a worker starts a step, keyed "<step>/<case id>[/<copy>]"
SHARES_PER_JOB = 4


def _worker_main(plan_path: Path) -> int:
    # Warp's modules (~2 s to import) here: the supervising process imports this module and never loads Warp
    from harness.validate.steps import validate_cases

    plan = json.loads(plan_path.read_text())
    out = Path(plan["out"])
    options = Options(
        archs=tuple(plan["archs"]),
        ptx=plan["ptx"],
        batch_size=plan["batch_size"],
        capture_store=plan.get("capture_store", ""),
    )
    marker_path = Path(plan["marker"])
    cases = [read_case(Path(p)) for p in plan["cases"]]

    def marker(phase, ids, detail="", record=None):
        # The record so far (compile results) goes with the marker: if running the case kills
        # this process, the supervisor completes that record instead of starting a blank one.
        write_json_atomic(
            marker_path,
            {"phase": phase, "cases": ids, "since": time.time(), "detail": detail, "record": record},
            durable=False,  # rewritten at every step; read only while this process lives
        )
        copy = rewritten_copy(detail)
        faults.point(FAULT_POINT, (f"{phase}/{ids[0]}" + (f"/{copy}" if copy else "")) if len(ids) == 1 else phase)

    def on_record(record):
        write_json_atomic(out / "validation" / f"{record['case_id']}.json", record)

    from harness import warp_api

    with warp_api.lto_builds_elsewhere(lto.handed_on(Path(plan["lto"]), COMPILE_TIMEOUT_S)):
        validate_cases(
            cases,
            options,
            on_record=on_record,
            marker=marker,
            cuda_not_built=plan.get("cuda_not_built"),
            copies_down=plan.get("copies_down"),
        )
    marker_path.unlink(missing_ok=True)
    return 0


def _run_workers(todo: list, paths: dict, out: Path, options: Options, jobs: int, log, foreign=None) -> None:
    """Validate ``todo`` in ``jobs`` worker processes; replace dead workers, recording their victims.
    ``foreign``: a ``sandbox.Policy`` the workers start under (the cases are code the harness did not write)."""
    vdir = out / "validation"
    vdir.mkdir(parents=True, exist_ok=True)
    # Up to SHARES_PER_JOB shares per worker, each a process of its own taken when one is free: the
    # code's size guesses a share's time, and a guess wrong by minutes then leaves one core idle for a
    # share's time at most, not for half the run.
    count = max(jobs, min(jobs * SHARES_PER_JOB, len(todo) // max(1, options.batch_size)))
    shares: list[list] = [[] for _ in range(count)]
    loads = [0] * count
    for case in sorted(todo, key=lambda c: -len(c.modules["cpu"])):  # largest first, to the least loaded
        i = loads.index(min(loads))
        shares[i].append(case)
        loads[i] += len(case.modules["cpu"])
    memory = procs.MemoryWatch(MEMORY_MB)
    handoffs = lto.Handoffs({**os.environ, "PYTHONHASHSEED": "0"}, foreign, vdir / ".lto-store")
    try:
        _supervise(todo, paths, out, options, jobs, log, shares, memory, foreign, handoffs)
    finally:
        handoffs.close()
        memory.close()


def _supervise(todo, paths, out, options, jobs, log, shares, memory, foreign, handoffs) -> None:
    """Run the shares, ``jobs`` worker processes at a time, each watched by ``memory``; the LTO builds
    they ask for go to ``handoffs``."""
    vdir = out / "validation"
    queue = [(sorted(s, key=lambda c: c.spec.case_id), options.batch_size) for s in shares if s]
    running: dict = {}
    cuda_not_built: dict[str, str] = {}  # case id -> why its CUDA build is left out (over the memory limit)
    copies_down: dict[str, dict[str, str]] = {}  # case id -> {rewritten copy: how it took a process down}
    serial = 0
    last_report = time.time()
    stalls = 0
    while queue or running:
        while queue and len(running) < jobs:
            cases, batch_size = queue.pop(0)
            serial += 1
            plan_path = vdir / f".plan-{serial}.json"
            marker = vdir / f".marker-{serial}.json"
            marker.unlink(missing_ok=True)
            write_json_atomic(
                plan_path,
                {
                    "cases": [str(paths[c.spec.case_id]) for c in cases],
                    "out": str(out),
                    "archs": list(options.archs),
                    "ptx": options.ptx,
                    "capture_store": options.capture_store,
                    "batch_size": batch_size,
                    "marker": str(marker),
                    "lto": str(vdir / f".lto-{serial}"),
                    "cuda_not_built": {
                        c.spec.case_id: cuda_not_built[c.spec.case_id]
                        for c in cases
                        if c.spec.case_id in cuda_not_built
                    },
                    "copies_down": {
                        c.spec.case_id: copies_down[c.spec.case_id] for c in cases if c.spec.case_id in copies_down
                    },
                },
            )
            proc = procs.Child(
                [sys.executable, "-m", "harness.validate", "--worker", str(plan_path)],
                env={**os.environ, "PYTHONHASHSEED": "0"},
                log=vdir / f".worker-{serial}.log",
                own_group=False,  # a kill of the run's process group takes its workers too
                sandbox=foreign,
            )
            running[proc] = (cases, batch_size, plan_path, marker)
            memory.add(proc)
        time.sleep(0.2)
        timed_out = {}
        for proc, (_cases, _bs, plan, marker) in running.items():
            if proc.poll() is None:
                handoffs.poll(_lto_base(plan))
                where = _read_json(marker)
                if where and "since" in where:
                    limit = RUN_TIMEOUT_S if where["phase"] in ("run_cpu", "gradcheck") else COMPILE_TIMEOUT_S
                    if time.time() - where["since"] > limit:
                        proc.kill()
                        timed_out[proc] = (
                            f"stopped after {limit:.0f} s in {where['phase']} (does the kernel terminate?)"
                        )
        for proc in [p for p in running if p.poll() is not None]:
            cases, batch_size, plan_path, marker = running.pop(proc)
            handoffs.forget(_lto_base(plan_path))
            over_memory = memory.remove(proc) is not None
            remaining = [c for c in cases if not record_is_current(vdir / f"{c.spec.case_id}.json", c, options)]
            if proc.returncode == 0 and not remaining:
                for path in (plan_path, marker, proc.log):
                    path.unlink(missing_ok=True)
                continue
            scratch.sweep()  # the dead worker's temporary folder (its compilers' headers: 80 MB and more)
            where = _read_json(marker)
            tail = proc.tail(chars=1500, keep=lambda line: not _BANNER.match(line))
            how = f"exit code {proc.returncode}" if proc.returncode >= 0 else f"signal {-proc.returncode}"
            if over_memory:  # not the size it was stopped at: that differs from run to run, the record must not
                how = (
                    f"stopped in {where['phase'] if where else 'start-up'}, its resident memory over the "
                    f"{MEMORY_MB:.0f} MB a validation process may take (VALIDATE_MEMORY_MB)"
                )
            how = timed_out.get(proc) or how
            suspects = [c for c in remaining if where and c.spec.case_id in where["cases"]]
            if where and len(where["cases"]) == 1 and suspects:
                victim = suspects[0]
                step = where["phase"] if where["phase"] in STEPS else "compile_cpu"
                record = where.get("record") or new_record(victim, options)
                if over_memory and step in CUDA_STEPS and victim.spec.case_id not in cuda_not_built:
                    # Its CUDA build is over the limit: the case is validated again, without it.
                    cuda_not_built[victim.spec.case_id] = f"not built: the validation process was {how}"
                    queue.insert(0, ([victim], 1))
                elif len(cases) > 1 and not over_memory and proc not in timed_out:
                    # A crash in a process given other cases too may be theirs (a kernel writing out of
                    # bounds corrupts the heap, and a later allocation aborts): the case is validated
                    # again alone, and its crash recorded only there.
                    queue.insert(0, ([victim], 1))
                elif where["phase"] == "gradcheck" and (label := rewritten_copy(where.get("detail", ""))):
                    # A rewritten copy of the gradient check's explanations took it down: the case is
                    # validated again alone without that copy, whose outcome that is.
                    copies_down.setdefault(victim.spec.case_id, {})[label] = f"took the validation process down: {how}"
                    queue.insert(0, ([victim], 1))
                elif (
                    where["phase"] == "gradcheck"
                    and where.get("detail") == KEPT_ATOMIC_DETAIL
                    and not over_memory
                    and proc not in timed_out
                    and OWN_CHECK not in copies_down.get(victim.spec.case_id, {})
                ):
                    # The kernel's own check took it down, and the kernel keeps an atomic's result: the
                    # backward's replay may read the slot unset, or hand out slots past the arrays. The case is
                    # validated again alone, with only the copy that would confirm that checked in its place.
                    copies_down.setdefault(victim.spec.case_id, {})[OWN_CHECK] = _died(how, where, tail)
                    queue.insert(0, ([victim], 1))
                else:
                    if over_memory:
                        fail(record, step, f"the validation process was {how}")
                    elif proc in timed_out:
                        fail(record, step, f"timeout: the validation process was {how}")
                    else:
                        fail(record, step, _died(how, where, tail))
                    write_json_atomic(vdir / f"{victim.spec.case_id}.json", record)
                remaining.remove(victim)
                stalls = 0
            elif where and suspects:
                # Died compiling a batch: redo its cases one per module to find the culprit.
                others = [c for c in remaining if c not in suspects]
                queue.insert(0, (suspects, 1))
                remaining = others
                stalls = 0
            else:
                stalls += 1
                if stalls > 2:
                    for c in remaining:
                        record = new_record(c, options)
                        fail(record, "load", f"the validation worker failed repeatedly ({how}):\n{tail}")
                        write_json_atomic(vdir / f"{c.spec.case_id}.json", record)
                    remaining = []
            if remaining:
                queue.insert(0, (remaining, batch_size))
            for path in (plan_path, marker, proc.log):
                path.unlink(missing_ok=True)
        if time.time() - last_report > 30:
            done = sum(1 for c in todo if record_is_current(vdir / f"{c.spec.case_id}.json", c, options))
            log(f"  validated {done}/{len(todo)} cases ...")
            last_report = time.time()


def _died(how: str, where: dict, tail: str) -> str:
    """The finding of a validation process that died (``how``) at its marker ``where``."""
    detail = f" ({where['detail']})" if where.get("detail") else ""
    return f"the validation process died ({how}) during {where['phase']} of this case{detail}:\n{tail}"


def _lto_base(plan_path: Path) -> Path:
    """The LTO hand-off of the worker given ``plan_path`` (harness/validate/lto.py)."""
    return plan_path.with_name(plan_path.name.replace(".plan-", ".lto-").removesuffix(".json"))


# Warp's start-up banner in a worker's log: left out of the messages.
_BANNER = re.compile(r"^(Warp CUDA warning|Warp \d|   CUDA Toolkit|   Devices:|     \"cpu\"|   Kernel cache:|     /)")


def _read_json(path: Path):
    try:
        return json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None
