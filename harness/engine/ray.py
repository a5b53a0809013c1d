"""ENGINE=ray: generation and validation as Ray tasks of a few cases each.

``RAY_ADDRESS`` unset: a local Ray instance with ``JOBS`` CPUs; set (Ray's own variable): join
that cluster, shipping this repository as the job's working directory (its nodes need the pinned
packages installed). Each task runs ``tasks.run_task`` (``generate_case``, the snapshot test's
function, then the validation ladder in the worker's process) and returns the case files; the
driver writes them into OUT atomically, the case's ``.json`` last, as results arrive: a killed
driver loses no completed case and a rerun resumes.

Faults: a task whose worker dies is retried by Ray (``max_retries``); one that still fails runs
again with validation in supervised processes (the local path's crash and timeout isolation),
then case by case; a case that fails there too is a finding, never a failed run.
"""

from __future__ import annotations

import math
import statistics
import time
from pathlib import Path

from harness import cluster
from harness.engine import EngineError, tasks
from harness.generate import layout
from harness.generate.golden import read_case
from harness.validate.ladder import record_is_current

MAX_RETRIES = 3
PROGRESS_S = 5.0


def task_size(cases: int, cpus: int, validate: bool) -> int:
    """Cases per task: at least four tasks per CPU for balance, at most 8 validated or 32 codegen-only."""
    return max(1, min(8 if validate else 32, math.ceil(cases / (4 * max(1, cpus)))))


def connect(jobs: int) -> bool:
    """Start or join Ray (harness/cluster.py); True when this process started it."""
    try:
        return cluster.connect(jobs)
    except cluster.ClusterError as error:
        raise EngineError(str(error)) from None


def _task(items, options, isolated):
    return tasks.run_task(items, options, isolated)


def plan(out: Path, case_ids: list[str], options) -> list[tuple[str, dict | None]]:
    """The work left: (id, None) to generate (and validate), (id, files) to validate only."""

    items = []
    for cid in case_ids:
        if not layout.complete(out / "cases", cid):
            items.append((cid, None))
        elif options is not None:
            case = read_case(out / "cases" / layout.folder(cid) / f"{cid}.json")
            if not record_is_current(out / "validation" / f"{cid}.json", case, options):
                items.append((cid, tasks.read_files(out, cid)))
    return items


def run(out: Path, case_ids: list[str], options, jobs: int, log=print) -> int:
    """Generate (and, with ``options``, validate) ``case_ids`` into OUT on Ray; 0 when the run
    completed. ``jobs``: the CPUs of a Ray instance started here (none is when RAY_ADDRESS is set)."""
    items = plan(out, case_ids, options)
    total, already = len(case_ids), len(case_ids) - len(items)
    if not items:
        log(f"ray: all {total} case(s) already complete in {out / 'cases'}")
        return 0
    started_ray = connect(jobs)
    import ray

    try:
        return _drive(ray, out, items, options, total, already, log)
    finally:
        if started_ray:
            ray.shutdown()


def _drive(ray, out: Path, items: list, options, total: int, already: int, log) -> int:
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    size = task_size(len(items), cpus, options is not None)
    remote = ray.remote(_task).options(max_retries=MAX_RETRIES, num_cpus=1)
    pending: dict = {}

    def submit(chunk, isolated=False):
        pending[remote.remote(chunk, options, isolated)] = (chunk, isolated)

    for i in range(0, len(items), size):
        submit(items[i : i + size])
    what = "generating and validating" if options is not None else "generating"
    log(
        f"ray: {what} {len(items)} case(s) in {len(pending)} task(s) of <= {size} on {cpus} CPU(s); {already} already complete"
    )
    start = last = time.time()
    done, failed, retried, results = 0, 0, 0, []
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1, timeout=PROGRESS_S)
        for ref in ready:
            chunk, isolated = pending.pop(ref)
            try:
                result = ray.get(ref)
            except ray.exceptions.RayError as error:
                retried += 1
                reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
                if not isolated:
                    log(f"ray: a task of {len(chunk)} case(s) failed after {MAX_RETRIES} retries ({reason}); "
                        "running it again with validation in supervised processes")  # fmt: skip
                    submit(chunk, isolated=True)
                elif len(chunk) > 1:
                    for item in chunk:
                        submit([item], isolated=True)
                else:
                    cid = chunk[0][0]
                    finding = tasks.CaseResult(
                        cid, finding=layout.finding(cid, "task", f"the Ray task failed: {error}")
                    )
                    tasks.write_result(out, finding)
                    done, failed = done + 1, failed + 1
                continue
            for case in result.cases:
                tasks.write_result(out, case)
                done += 1
                failed += case.finding is not None or bool(case.record and case.record["failed_steps"])
            results.append(result)
        now = time.time()
        if now - last >= PROGRESS_S and pending:
            rate = done / (now - start)
            eta = f", ~{(len(items) - done) / rate:.0f} s left" if rate else ""
            log(f"ray: {already + done}/{total} cases done ({failed} failed), {rate:.2f} cases/s{eta}")
            last = now
    elapsed = time.time() - start
    log(f"ray: {already + done}/{total} cases done ({failed} failed) in {elapsed:.1f} s, {done / elapsed:.1f} cases/s")
    log(cost(results, elapsed, cpus, retried))
    return 0


def cost(results: list, elapsed: float, cpus: int, retried: int = 0) -> str:
    """Per-task cost: what a user needs to size a cluster."""
    if not results:
        return "ray: no task completed"
    cases = sum(len(r.cases) for r in results)
    busy = sum(r.seconds for r in results)
    cpu = sum(r.cpu_seconds for r in results)
    median = statistics.median(r.seconds for r in results)
    overhead = max(0.0, elapsed * cpus - busy) / len(results)
    return (
        f"ray: {len(results)} task(s), median {median:.2f} s each, {busy / cases:.3f} s wall and "
        f"{cpu / cases:.3f} s CPU per case inside tasks; overhead (CPU-seconds not spent in tasks: "
        f"start-up, scheduling, transfer, idle tail) {overhead:.2f} s per task"
        + (f"; {retried} task(s) failed and ran again" if retried else "")
    )
