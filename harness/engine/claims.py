"""A run's cases shared out among JOBS pytest processes as they go (ENGINE=local).

The driver writes one claims file: a counter, then the ids of the cases to generate. Every
process collects those ids, in that order, and runs only the cases it claims, one at a time, by
taking the next number from the counter under a lock. A process that runs faster takes more, so
all of them finish within about one case of each other: the load balance of pytest-xdist's
scheduling, with no controller process and no report traffic.

    claims.write(path, ids)            # the driver, before starting the processes
    pytest ... --claims=<path>         # each process (conftest: collection and the run loop)
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

_WIDTH = 12  # the counter: the first line, fixed width, rewritten in place


def write(path: Path, case_ids: list[str]) -> None:
    Path(path).write_text(f"{0:0{_WIDTH}d}\n" + "".join(f"{c}\n" for c in case_ids))


def across_families(case_ids: list[str]) -> list[str]:
    """``case_ids`` seed by seed, each seed's families in their order: processes that claim
    consecutive cases then write their golden files into different folders. In one folder their
    file creations and renames queue on the folder's lock, which costs system and wall time."""
    from kernels import parse_case

    return sorted(case_ids, key=lambda c: parse_case(c)[1])


def case_ids(path: Path) -> list[str]:
    return Path(path).read_text().splitlines()[1:]


def taken(path: Path) -> int:
    """How many cases the processes have claimed so far."""
    with open(path, "rb") as f:
        return int(f.read(_WIDTH))


class Counter:
    """The next unclaimed position, shared by every process that opens the same file."""

    def __init__(self, path: Path) -> None:
        self._fd = os.open(path, os.O_RDWR)

    def take(self) -> int:
        fcntl.flock(self._fd, fcntl.LOCK_EX)
        try:
            position = int(os.pread(self._fd, _WIDTH, 0))
            os.pwrite(self._fd, f"{position + 1:0{_WIDTH}d}".encode(), 0)
            return position
        finally:
            fcntl.flock(self._fd, fcntl.LOCK_UN)


def run_loop(session, path: Path) -> bool:
    """pytest's run loop over the items this process claims (all processes collect the same items)."""
    counter = Counter(path)

    def claimed():
        while (position := counter.take()) < len(session.items):
            yield session.items[position]

    items = claimed()
    item = next(items, None)
    while item is not None:
        following = next(items, None)  # claimed before this item runs: pytest needs the next item
        item.config.hook.pytest_runtest_protocol(item=item, nextitem=following)
        if session.shouldfail:
            raise session.Failed(session.shouldfail)
        if session.shouldstop:
            raise session.Interrupted(session.shouldstop)
        item = following
    return True
