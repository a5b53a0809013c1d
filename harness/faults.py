"""The one fault-injection hook of the crash tests. Code marks the points where a process may die
with ``point(label, key)``; nothing happens unless the environment asks for it:

- ``HARNESS_FAULT=<label>[@<key>]:<crash|hang>[:<n>]``: at the n-th time (default 1) this process
  passes ``label`` (with that ``key``, where one is given), it kills itself (SIGKILL, with its
  process group when it leads one) or hangs;
- ``HARNESS_FAULT_ONCE=<file>``: with it, only the process that removes the file first acts: one
  fault in a whole run, whichever process gets there (Ray's workers, say);
- ``HARNESS_FAULT_LOG=<file>``: every point passed is appended there, one label a line, so that
  a test can choose seeded points among those a clean run passes.
"""

from __future__ import annotations

import os
import signal
import time
from collections import Counter

ENV = "HARNESS_FAULT"
ONCE_ENV = "HARNESS_FAULT_ONCE"
LOG_ENV = "HARNESS_FAULT_LOG"
VARIABLES = (ENV, ONCE_ENV, LOG_ENV)


def folders(env: dict | None = None) -> list[str]:
    """The folders of the files the crash tests hand a process (``ONCE_ENV``, ``LOG_ENV``): a
    sandboxed child writes there too."""
    env = os.environ if env is None else env
    return sorted({os.path.dirname(os.path.abspath(env[v])) for v in (ONCE_ENV, LOG_ENV) if env.get(v)})


_passed: Counter = Counter()


def parse(text: str) -> tuple[str, str, str, int]:
    """``<label>[@<key>]:<action>[:<n>]`` -> (label, key, action, n)."""
    where, _, rest = text.partition(":")
    action, _, nth = rest.partition(":")
    label, _, key = where.partition("@")
    if action not in ("crash", "hang") or (nth and not nth.isdigit()):
        raise ValueError(f"{ENV}={text!r}: expected <label>[@<key>]:crash|hang[:<n>]")
    return label, key, action, int(nth or 1)


def point(label: str, key: str = "") -> None:
    """A point where a crash test may kill or hang this process."""
    wanted, log = os.environ.get(ENV), os.environ.get(LOG_ENV)
    if not wanted and not log:
        return
    if log:
        with open(log, "a") as f:
            f.write(label + "\n")
    if not wanted:
        return
    name, only, action, nth = parse(wanted)
    if name != label or (only and only != key):
        return
    _passed[label] += 1
    if _passed[label] != nth or not _claim_once():
        return
    if action == "hang":
        time.sleep(3600)
        return
    if os.getpgrp() == os.getpid():  # a process group of its own: take its children down with it
        os.killpg(0, signal.SIGKILL)
    os.kill(os.getpid(), signal.SIGKILL)


def _claim_once() -> bool:
    path = os.environ.get(ONCE_ENV)
    if not path:
        return True
    try:
        os.unlink(path)  # only one process succeeds
    except FileNotFoundError:
        return False
    return True
