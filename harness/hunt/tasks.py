"""Tasks for hunt worker processes of their own (harness/hunt/worker.py), outside the checks' pool: a
reduction (it loads thousands of candidate modules) or naming signatures. ``foreign``: the kernels
are not the harness's own, so the workers run in sandboxes (harness/sandbox.py)."""

from __future__ import annotations

import sys

from harness import procs, sandbox
from harness.hunt.running import WORKER_PREFIX

WORKER = [sys.executable, "-m", "harness.hunt.worker"]


def ask_all(tasks: list[dict], timeout: float, foreign: sandbox.Policy | None = None) -> list[dict]:
    """The answer to each task, one after another in one worker while it lives; a crash or a hang is
    an answer too (procs says which) and the next task gets a fresh worker. Raises
    sandbox.Unavailable where this host cannot sandbox a foreign kernel."""
    pool = procs.Pool(WORKER, WORKER_PREFIX, tasks_per_worker=max(1, len(tasks)), sandbox=foreign)
    answers = []
    try:
        for task in tasks:
            worker = pool.acquire()
            healthy = False
            try:
                worker.send(task)
                answers.append(worker.next(timeout))
                healthy = answers[-1].get("status") not in ("timeout", "crash", "over-memory")
            except OSError as error:  # the process was gone before the task reached it
                answers.append({"status": "crash", "why": f"its process could not take the task: {error}"})
            finally:
                pool.release(worker, healthy)
    finally:
        pool.close()
    return answers


def ask(task: dict, timeout: float, foreign: sandbox.Policy | None = None) -> dict:
    """The answer to one task, from a worker of its own."""
    return ask_all([task], timeout, foreign)[0]
