"""A temporary folder of each Warp process's own, removed at exit, or after a kill by the next one.

Warp's builds leave scratch files in the system's temporary folder: its kernel cache (here one
per process, see ``warp_api.init``), Clang's precompiled headers (``wp_pch_*``, about 25 MB) and
NVRTC's (``__nvrtc_auto_pch_<pid>_*``, 80 to 300 MB). Python's exit handlers and NVRTC's remove
them, but a process that is killed (a phase past its time limit, a hung hunt trial, a crash test)
or that leaves with ``os._exit`` skips those, and the files stay behind for good.

So each process that initialises Warp points ``TMPDIR`` (read by NVRTC and Python's ``tempfile``)
at a folder of its own, ``harness-tmp-*`` in the system's temporary folder, and holds a
``fcntl.flock`` lock on a file in it for as long as it lives. The kernel drops that lock when the
process dies however it dies, so a folder whose lock can be taken belongs to no live process:
``sweep`` (run by every new process) removes it. It also removes a folder still under the name
it is made under (``.making-``, until it is locked) a minute after it was made. Processes
started by one that already has such a folder make their own beside it (``BASE_ENV``), not
inside it.
"""

from __future__ import annotations

import atexit
import fcntl
import os
import shutil
import tempfile
import time
from pathlib import Path

PREFIX = "harness-tmp-"
LOCK = "lock"
MAKING = ".making-"  # a folder's name until it is locked: sweep leaves it alone for MAKING_S
MAKING_S = 60.0
BASE_ENV = "HARNESS_TMP_BASE"  # the temporary folder the first process found (children inherit TMPDIR)

_held: tuple[int, str] | None = None  # (the lock's descriptor, the folder) once made


def base() -> Path:
    return Path(os.environ.get(BASE_ENV) or tempfile.gettempdir())


def sweep(where: Path | None = None) -> list[Path]:
    """Remove the folders in ``where`` whose process is gone. Returns those removed."""
    removed = []
    try:
        entries = [
            e for e in os.scandir(where or base()) if e.name.startswith((PREFIX, MAKING + PREFIX)) and e.is_dir()
        ]
    except OSError:
        return removed
    for entry in entries:
        making = entry.name.startswith(MAKING)
        try:
            if making and time.time() - entry.stat().st_mtime < MAKING_S:
                continue  # its process may still be between mkdtemp and rename
        except OSError:
            continue  # already removed
        try:
            fd = os.open(os.path.join(entry.path, LOCK), os.O_RDWR)
        except FileNotFoundError:
            if making:  # its process died before it made the lock
                shutil.rmtree(entry.path, ignore_errors=True)
                removed.append(Path(entry.path))
            continue  # else being made or already being removed
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            continue  # its process is alive
        else:
            shutil.rmtree(entry.path, ignore_errors=True)
            removed.append(Path(entry.path))
        finally:
            os.close(fd)
    return removed


def use_own_tmpdir() -> str:
    """Give this process a temporary folder of its own (once) and make it the default for Python
    and for NVRTC. Returns the folder."""
    global _held
    if _held is not None:
        return _held[1]
    where = base()
    sweep(where)
    made, fd = make_locked(where)
    folder = str(made)
    _held = (fd, folder)
    os.environ.setdefault(BASE_ENV, str(where))
    os.environ["TMPDIR"] = folder
    tempfile.tempdir = folder
    atexit.register(_remove, folder, os.getpid())
    return folder


def make_locked(where: Path, kind: str = "") -> tuple[Path, int]:
    """A new folder ``<where>/harness-tmp-<kind>*`` and the descriptor of its lock, held: ``sweep``
    removes the folder once no process holds that descriptor (a sandboxed child is handed it)."""
    # Made under a name sweep does not look at, locked, then renamed: sweep never sees it unlocked.
    making = tempfile.mkdtemp(prefix=MAKING + PREFIX + kind, dir=where)
    fd = os.open(os.path.join(making, LOCK), os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    folder = Path(where) / os.path.basename(making).removeprefix(MAKING)
    os.rename(making, folder)
    return folder, fd


def _remove(folder: str, owner: int) -> None:
    if os.getpid() == owner:  # not in a forked child that exits through Python's exit handlers
        shutil.rmtree(folder, ignore_errors=True)
