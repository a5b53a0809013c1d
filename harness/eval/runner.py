"""Predictions -> one record each, built and run in supervised worker processes.

Each row's predictions go to one worker (``harness/procs.py``), which first runs Warp's own code of
the row (the reference), then each prediction in turn; workers are kept between rows. The worker
reports the step it enters, so a prediction that kills its process, or hangs past the time limit,
fails at that step with the class ``crash`` or ``timeout``; its worker is replaced (and the
reference run again in the new one) and the row's other predictions go on. A reference that itself
crashed or hung its worker is not run again: each of the row's predictions gets its class and
reason instead.

A row's ``cpu_forward`` and ``cpu_backward`` predictions of the same sample ``k`` are first built
together, in one unit (one build instead of two): when every step of both holds, both pass;
otherwise each is scored on its own, so a failure is always the failing prediction's own. A
worker whose last prediction ran and failed (a mismatch, a runtime error) is replaced: code that
computes something else may also write past its arrays, and the next prediction must not pay.

Every worker started is tracked: when the run ends early (SIGINT, SIGTERM, an error), the busy
ones are killed too, with their process groups, so that none outlives the run.
"""

from __future__ import annotations

import sys
import threading
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from harness import outdir, procs, sandbox
from harness.eval.contract import Prediction
from harness.eval.rows import Row
from harness.eval.splice import device_of
from harness.eval.worker import PREFIX

STEPS = ("spliced", "built", "ran", "outputs_equal", "gradients_equal")
TASKS_PER_WORKER = 200  # a worker is retired after this many tasks (bounds what it accumulates)
PAIR = ("cpu_forward", "cpu_backward")
RAN = ("ran", "outputs_equal", "gradients_equal")  # failing here, the prediction's code has run


class Stopped(Exception):
    """The run is being stopped: no new worker is started."""


class Workers:
    """The pool, with every worker it hands out tracked, so that ``stop`` can kill the busy ones."""

    def __init__(self, pool: procs.Pool):
        self.pool, self.live, self.lock, self.stopping = pool, set(), threading.Lock(), False

    def acquire(self) -> procs.Worker:
        if self.stopping:
            raise Stopped
        worker = self.pool.acquire()
        with self.lock:
            self.live.add(worker)
            stopping = self.stopping
        if stopping:
            worker.kill()
            raise Stopped
        return worker

    def release(self, worker: procs.Worker, healthy: bool = True) -> None:
        with self.lock:
            self.live.discard(worker)
        self.pool.release(worker, healthy=healthy and not self.stopping)

    def stop(self) -> None:
        """Kill every worker handed out and not given back (each with its process group)."""
        with self.lock:
            self.stopping = True
            busy, self.live = list(self.live), set()
        for worker in busy:
            worker.kill()


def _failed_record(reached: list[str], kind: str, why: str) -> dict:
    record = dict.fromkeys(STEPS)
    for step in reached[:-1]:
        record[step] = True
    step = reached[-1] if reached else "spliced"
    record[step] = False
    record.update(failed=step, kind=kind, message=why, max_error=None, skipped={})
    return record


def _replayed(lost: dict) -> dict:
    """A prediction's answer where the row's reference crashed (``crash``) or hung (``timeout``) its
    worker: that class and reason, without running it again."""
    what = "hung" if lost["status"] == "timeout" else "crashed"
    why = f"not run: Warp's own code (the row's reference) {what} its worker ({lost['status']}: {lost['why']})"
    return {"status": lost["status"], "why": why}


class _Session:
    """One row's predictions on a worker of the pool, replacing it after a crash or a hang."""

    def __init__(self, pool: Workers, row: Row, timeout: float, sets: int):
        self.pool, self.row, self.timeout, self.sets = pool, row, timeout, sets
        self.worker = None
        self.reference = None  # the reference task's answer, once
        self.reference_lost = None  # the answer (crash or timeout) of Warp's own code that killed its worker
        self.cuda_unbuilt = row.cuda_unbuilt  # why Warp's own CUDA code does not build here (its units left out)

    def _ask(self, task: dict) -> tuple[dict, list[str]]:
        """(final answer, steps entered); a crash or hang is the answer, the worker then replaced.
        A new worker runs the row's reference first (its predictions are compared with it)."""
        if self.worker is None and task["op"] not in ("reference", "cuda_reference") and self.reference is not None:
            # A new worker runs the reference first, unless Warp's own code already crashed or hung
            # a worker: it would again before this task, for the same answer, a time limit later
            # each time (a row whose reference hangs cost three time limits: one per prediction).
            if self.reference_lost is not None:
                return _replayed(self.reference_lost), []
            self.worker = self.pool.acquire()
            again, _ = self._ask({"op": "reference", "case": str(self.row.case_path), "sets": self.sets})
            if self.worker is None:  # run again here, it crashed or hung this worker: not a third time
                self.reference_lost = again
                what = "hung" if again["status"] == "timeout" else "crashed"
                why = f"Warp's own code, run again in a new worker before this prediction, {what} it: {again['why']}"
                return {"status": again["status"], "why": why}, []
        if self.worker is None:
            self.worker = self.pool.acquire()
        reached = []
        try:
            self.worker.send(task)
        except OSError:
            answer = {"status": "crash", "why": "its process was gone before the task reached it"}
        else:
            while True:
                answer = self.worker.next(self.timeout)
                if answer.get("status") != "at":
                    break
                reached.append(answer["step"])
        if answer.get("status") != "ok":
            self.pool.release(self.worker, healthy=False)
            self.worker = None
        return answer, reached

    def _retire_after(self, failed: str | None) -> None:
        """Code that ran and computed something else may have written past its arrays: its worker
        is not reused, so that a later prediction never pays for it."""
        if failed in RAN and self.worker is not None:
            self.pool.release(self.worker, healthy=False)
            self.worker = None

    def _reference(self) -> None:
        answer, _ = self._ask({"op": "reference", "case": str(self.row.case_path), "sets": self.sets})
        if answer.get("status") != "ok":
            self.reference_lost = answer
            answer = {"status": "ok", "reproducible": False, "why": f"Warp's own code: {answer['why']}"}
        self.reference = answer

    def _pairs(self, predictions: list[Prediction], results: dict) -> None:
        """Score each (cpu_forward, cpu_backward) of one k in one unit; both pass, or neither is scored here."""
        if not self.reference.get("reproducible"):
            return
        by_k = defaultdict(dict)
        for p in predictions:
            if p.target in PAIR:
                by_k[p.k][p.target] = p
        for k in sorted(by_k):
            if len(by_k[k]) != len(PAIR):
                continue
            codes = {t: by_k[k][t].code for t in PAIR}
            answer, _ = self._ask({"op": "pair", "case": str(self.row.case_path), "codes": codes, "sets": self.sets})
            if answer.get("status") == "ok" and answer.get("passed"):
                for t, record in answer["records"].items():
                    results[(self.row.id, t, k)] = record
            elif answer.get("status") == "ok":
                self._retire_after(answer.get("failed"))

    def _cuda_reference_fails(self, p: Prediction, record: dict) -> str:
        """Why Warp's own CUDA code of the row does not build here, when the prediction ``p`` did not
        build ('' when Warp's does): the prediction's own failure when it is Warp's code, else Warp's
        code built in a worker (a timeout or a crash there is the answer)."""
        if p.code == self.row.code[p.target]:
            what = (record.get("message") or "").strip().splitlines()[:1]
            return f"Warp's own CUDA code does not build here ({record['kind']}: {what[0] if what else ''})"
        answer, _ = self._ask({"op": "cuda_reference", "case": str(self.row.case_path)})
        if answer.get("status") == "ok" and answer.get("built"):
            return ""
        why = answer.get("why", "")
        return (
            f"Warp's own CUDA code does not build here ({answer.get('status')}: {why.splitlines()[0] if why else ''})"
        )

    def run(self, predictions: list[Prediction]) -> tuple[dict | None, dict]:
        results = {}
        if any(device_of(p.target) == "cpu" for p in predictions):
            self._reference()
            self._pairs(predictions, results)
        for p in predictions:
            if (p.id, p.target, p.k) in results:
                continue
            if device_of(p.target) == "cuda" and self.cuda_unbuilt:
                continue  # left out with the reason: Warp's own code does not build here
            task = {"op": "predict", "case": str(self.row.case_path), "target": p.target, "code": p.code}
            answer, reached = self._ask({**task, "sets": self.sets})
            if answer.get("status") == "ok":
                record = {k: v for k, v in answer.items() if k != "status"}
                self._retire_after(record["failed"])
            else:
                record = _failed_record(reached, answer["status"], answer["why"])
            if device_of(p.target) == "cuda" and record["failed"] == "built":
                self.cuda_unbuilt = self._cuda_reference_fails(p, record)
            results[(p.id, p.target, p.k)] = record
        if self.worker is not None:
            self.pool.release(self.worker)
        reference = {}
        if self.reference is not None:
            reference = {"reproducible": self.reference["reproducible"], "why": self.reference["why"]}
        if self.cuda_unbuilt:  # every CUDA record of the row goes: none is the prediction's to answer for
            reference["cuda_unbuilt"] = self.cuda_unbuilt
            results = {key: r for key, r in results.items() if device_of(key[1]) != "cuda"}
        return reference or None, results


def score(
    rows: list[Row],
    predictions: list[Prediction],
    *,
    jobs: int,
    timeout: float,
    sets: int,
    dataset: Path,
    log=print,
) -> tuple[dict[str, dict], dict[tuple, dict]]:
    """(row id -> its reference's reproducibility, (id, target, k) -> record) for every prediction
    whose id is in ``rows``. Predictions are untrusted text: the workers run in sandboxes
    (harness/sandbox.py) that read ``dataset`` and write only their own scratch."""
    by_row = defaultdict(list)
    for p in predictions:
        by_row[p.id].append(p)
    todo = [r for r in rows if r.id in by_row]
    policy = sandbox.Policy(readable=(str(Path(dataset).resolve()),))
    argv = [sys.executable, "-m", "harness.eval.worker"]
    pool = Workers(procs.Pool(argv, PREFIX, TASKS_PER_WORKER, env=outdir.child_env(), sandbox=policy))
    references, results, lock, done = {}, {}, threading.Lock(), [0]

    def one(row: Row) -> None:
        reference, records = _Session(pool, row, timeout, sets).run(by_row[row.id])
        with lock:
            if reference is not None:
                references[row.id] = reference
            results.update(records)
            done[0] += 1
            if done[0] % 10 == 0 or done[0] == len(todo):
                log(f"eval: {done[0]}/{len(todo)} rows scored")

    executor = ThreadPoolExecutor(max_workers=max(1, jobs), thread_name_prefix="eval")
    finished = False
    try:
        for future in [executor.submit(one, row) for row in todo]:
            future.result()
        finished = True
    finally:
        if not finished:  # interrupted (SIGINT, SIGTERM) or failed: no worker may outlive the run
            pool.stop()
        executor.shutdown(wait=True, cancel_futures=True)
        pool.pool.close()
    return references, results
